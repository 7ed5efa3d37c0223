export { authService } from './auth-service';
export { resolveRedirectUrl } from './redirect-url';
