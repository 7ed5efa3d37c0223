export { LoginPage } from './login-page';
export { UpdatePasswordPage } from './update-password-page';
