import type { HttpBindings } from '@hono/node-server';
import { Hono, type Handler } from 'hono';
import type { BackendContext, BackendRequest, BackendResponse, Service } from './contract';

/**
 * What the local backend's Hono routes see: the Node request and response (Bindings), the request as the
 * services read it (body read within the limit, gateway headers added) and the backend's context.
 */
export interface BackendEnv {
  Bindings: HttpBindings;
  Variables: { request: BackendRequest; backend: BackendContext };
}

/** The routes one service answers, mounted under its prefix (http-app.ts). Paths are still percent-encoded. */
export type ServiceRoutes = Hono<BackendEnv>;

export function serviceRoutes(): ServiceRoutes {
  return new Hono<BackendEnv>();
}

/** A route that answers with a service function. */
export function serve(service: Service): Handler<BackendEnv> {
  return async (c) => toResponse(await service(c.get('request'), c.get('backend')));
}

/** Statuses whose answers carry no body, whatever a service passes. */
const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** A service's answer as a fetch Response, with the Content-Length of its body (kept for HEAD, whose body Hono drops). */
export function toResponse(answer: BackendResponse): Response {
  const headers = new Headers(answer.headers);
  const body = NO_BODY_STATUSES.has(answer.status) ? null : (answer.body ?? null);
  if (body !== null && !headers.has('content-length')) {
    headers.set('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength));
  }
  return new Response(body as BodyInit | null, { status: answer.status, headers });
}
