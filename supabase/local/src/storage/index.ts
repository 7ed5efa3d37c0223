export { storageService } from './storage-service';
