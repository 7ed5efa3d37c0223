export { AdminRemoteRoute, type AdminAppLoader } from './admin-remote-route';
