export { storageRoutes } from './storage-service';
