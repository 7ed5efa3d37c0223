export { authRoutes } from './auth-service';
