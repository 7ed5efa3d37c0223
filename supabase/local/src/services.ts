import { authService } from './auth/index';
import type { Service } from './contract';
import { imageService } from './image-service/index';
import { mailService } from './mail/index';
import { restService } from './rest/index';
import { storageService } from './storage/index';

/** Each URL prefix and the service answering under it; the first matching prefix wins. */
export const SERVICE_ROUTES: readonly { prefix: string; service: Service }[] = [
  { prefix: '/rest/v1', service: restService },
  { prefix: '/auth/v1', service: authService },
  { prefix: '/storage/v1', service: storageService },
  { prefix: '/image-service', service: imageService },
  { prefix: '/mail', service: mailService },
];

export { captureMail } from './mail/index';
