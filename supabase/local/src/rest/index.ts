export { restRoutes } from './rest-service';
