import type { BackendResponse } from '../contract';
import { serve, serviceRoutes } from '../service-routes';
import { renderMailPage } from './mail-page';
import { clearMail, listMail } from './mail-store';

function json(status: number, body: unknown): BackendResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

const methodNotAllowed = serve(async () => json(405, { error: 'Method Not Allowed' }));

/**
 * Captured e-mail: `/mail/v1/messages` as JSON (GET, DELETE) and `/mail` as a page a person can click through.
 * Trailing slashes are ignored (http-app.ts); who may read it is decided before these routes (http-app.ts).
 */
export const mailRoutes = serviceRoutes()
  .get('/v1/messages', serve(async (req, ctx) => json(200, await listMail(ctx.db, req.url.searchParams.get('to')))))
  .delete(
    '/v1/messages',
    serve(async (_req, ctx) => {
      await clearMail(ctx.db);
      return { status: 204 };
    }),
  )
  .all('/v1/messages', methodNotAllowed)
  .get(
    '/',
    serve(async (req, ctx) => ({
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
      },
      body: renderMailPage(await listMail(ctx.db, req.url.searchParams.get('to'))),
    })),
  )
  .all('/', methodNotAllowed)
  .all('*', serve(async () => json(404, { error: 'Not Found' })));
