import type { BackendRequest, BackendResponse, Service } from '../contract';
import { renderMailPage } from './mail-page';
import { clearMail, listMail } from './mail-store';

const PREFIX = '/mail';

function json(status: number, body: unknown): BackendResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

function isUnder(req: BackendRequest): boolean {
  const path = req.url.pathname;
  return path === PREFIX || path.startsWith(`${PREFIX}/`);
}

/** Captured e-mail: `/mail/v1/messages` as JSON (GET, DELETE) and `/mail` as a page a person can click through. */
export const mailService: Service = async (req, ctx) => {
  if (!isUnder(req)) return null;
  const path = req.url.pathname.replace(/\/+$/, '') || PREFIX;
  const method = req.method.toUpperCase();

  if (path === `${PREFIX}/v1/messages`) {
    if (method === 'GET' || method === 'HEAD') return json(200, await listMail(ctx.db, req.url.searchParams.get('to')));
    if (method === 'DELETE') {
      await clearMail(ctx.db);
      return { status: 204 };
    }
    return json(405, { error: 'Method Not Allowed' });
  }

  if (path === PREFIX) {
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method Not Allowed' });
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'",
      },
      body: renderMailPage(await listMail(ctx.db, req.url.searchParams.get('to'))),
    };
  }

  return json(404, { error: 'Not Found' });
};
