import type { BackendRequest, BackendResponse, Service } from '../contract';
import { serve, serviceRoutes } from '../service-routes';
import { renderPromptImage } from './prompt-image';

/** A token with this value makes the stand-in fail, so a client's error path can be exercised. */
export const FAILING_TOKEN = 'fail';

function json(status: number, body: unknown): BackendResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

function bearerToken(req: BackendRequest): string {
  const match = /^Bearer\s+(.*)$/i.exec(req.headers.authorization ?? '');
  return match?.[1]?.trim() ?? '';
}

function promptOf(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'inputs' in parsed) {
      const { inputs } = parsed as { inputs: unknown };
      if (typeof inputs === 'string' && inputs.trim()) return inputs;
    }
  } catch {
    return null;
  }
  return null;
}

/** Draws the prompt of a `{inputs}` body as a PNG, for a request with a bearer token. */
const generate: Service = async (req) => {
  const token = bearerToken(req);
  if (!token) return json(401, { error: 'Invalid credentials' });
  if (token === FAILING_TOKEN) return json(500, { error: 'The stand-in image service was asked to fail' });

  const prompt = promptOf(req.body);
  if (prompt === null) return json(400, { error: 'Expected a JSON body with a non-empty "inputs" prompt' });

  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
    body: renderPromptImage(prompt),
  };
};

const MODEL = '/models/:model{[^/]+(?:/[^/]+)*}';

/**
 * Stand-in for the hosted text-to-image service: `POST /image-service/models/<model>` with `{inputs}` and a
 * bearer token answers a PNG drawn from the prompt, so the image generator works offline.
 */
export const imageRoutes = serviceRoutes()
  .all('/health', serve(async () => json(200, { status: 'ok' })))
  .post(MODEL, serve(generate))
  .all(MODEL, serve(async () => json(405, { error: 'Method Not Allowed' })))
  .all('*', serve(async () => json(404, { error: 'Not Found' })));
