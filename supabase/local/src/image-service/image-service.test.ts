import { startTestBackend } from '../testing';
import { PNG_SIGNATURE } from './png';

let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

function generate(body: unknown, token?: string): Promise<Response> {
  return fetch(`${backend.url}/image-service/models/black-forest-labs/FLUX.1-schnell`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('stand-in text-to-image service', () => {
  it('answers a PNG drawn from the prompt', async () => {
    const response = await generate({ inputs: 'Moderní fakturační software, čistý design' }, 'hf_local');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const image = Buffer.from(await response.arrayBuffer());
    expect(image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(image.readUInt32BE(16)).toBe(768);
    expect(image.readUInt32BE(20)).toBe(432);

    const other = Buffer.from(await (await generate({ inputs: 'HR team dashboard' }, 'hf_local')).arrayBuffer());
    expect(other.equals(image)).toBe(false);
  });

  it('refuses a missing or empty bearer token', async () => {
    for (const token of [undefined, '']) {
      const response = await generate({ inputs: 'x' }, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it('fails on demand and refuses a body without inputs', async () => {
    expect((await generate({ inputs: 'x' }, 'fail')).status).toBe(500);
    expect((await generate({ prompt: 'x' }, 'hf_local')).status).toBe(400);
    expect((await generate('{not json', 'hf_local')).status).toBe(400);
    expect((await generate({ inputs: '   ' }, 'hf_local')).status).toBe(400);
  });

  it('reports health and refuses other methods and paths', async () => {
    expect((await fetch(`${backend.url}/image-service/health`)).status).toBe(200);
    expect((await fetch(`${backend.url}/image-service/models/x`)).status).toBe(405);
    expect((await fetch(`${backend.url}/image-service/elsewhere`, { method: 'POST' })).status).toBe(404);
  });
});
