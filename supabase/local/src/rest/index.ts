export { restService } from './rest-service';
