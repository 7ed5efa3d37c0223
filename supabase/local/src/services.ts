import { authRoutes } from './auth/index';
import { imageRoutes } from './image-service/index';
import { mailRoutes } from './mail/index';
import { restRoutes } from './rest/index';
import type { ServiceRoutes } from './service-routes';
import { storageRoutes } from './storage/index';

export interface MountedService {
  prefix: string;
  routes: ServiceRoutes;
  /** `/signup/` routes as `/signup` (GoTrue's router strips trailing slashes; the mail page follows it). */
  ignoresTrailingSlashes?: boolean;
}

/** Each URL prefix and the routes answering under it. */
export const SERVICE_ROUTES: readonly MountedService[] = [
  { prefix: '/rest/v1', routes: restRoutes },
  { prefix: '/auth/v1', routes: authRoutes, ignoresTrailingSlashes: true },
  { prefix: '/storage/v1', routes: storageRoutes },
  { prefix: '/image-service', routes: imageRoutes },
  { prefix: '/mail', routes: mailRoutes, ignoresTrailingSlashes: true },
];

export { captureMail } from './mail/index';
