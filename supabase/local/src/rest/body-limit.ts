import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../service-routes';
import { restError } from './rest-errors';

/**
 * The largest body the Data API takes: a write's JSON or an RPC's arguments (files go to storage, under the
 * backend's larger limit). Far above any form or editor save, far below what would keep the database busy
 * parsing and copying one request's arguments while every other request waits.
 */
export const REST_MAX_BODY_BYTES = 1024 * 1024;

/** Refuses a larger body with 413 before it is parsed or sent to the database, for either REST engine. */
export const restBodyLimit: MiddlewareHandler<BackendEnv> = async (c, next) => {
  if (c.get('request').body.length > REST_MAX_BODY_BYTES) {
    throw restError(413, 'PGRST413', `Request body exceeds the Data API's limit of ${REST_MAX_BODY_BYTES} bytes`);
  }
  await next();
};
