import { startTestBackend } from '../testing';
import { captureMail } from './mail-store';

let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface Message {
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

async function messages(query = ''): Promise<Message[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Message[];
}

describe('captured e-mail', () => {
  it('lists messages newest first with their links, filters by recipient, and clears', async () => {
    await captureMail(backend.db, {
      to: 'jana@example.com',
      subject: 'Potvrzení registrace',
      html: '<a href="http://localhost:3000/?a=1&amp;b=2">Potvrdit</a>',
      text: 'Potvrďte: http://localhost:3000/?a=1&b=2',
    });
    await captureMail(backend.db, { to: 'petr@example.com', subject: 'Obnovení hesla', html: '', text: 'Bez odkazu.' });

    const all = await messages();
    expect(all.map((message) => message.subject)).toEqual(['Obnovení hesla', 'Potvrzení registrace']);
    expect(all[1]?.links).toEqual(['http://localhost:3000/?a=1&b=2']);
    expect(new Date(all[0]?.created_at ?? '').getTime()).toBeGreaterThanOrEqual(new Date(all[1]?.created_at ?? '').getTime());
    expect((await messages('?to=JANA@example.com')).map((message) => message.to)).toEqual(['jana@example.com']);

    const page = await fetch(`${backend.url}/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Potvrzení registrace');
    expect(html).toContain('href="http://localhost:3000/?a=1&amp;b=2"');

    expect((await fetch(`${backend.url}/mail/v1/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await messages()).toEqual([]);
  });

  it('answers JSON 404 and 405 for other requests', async () => {
    expect((await fetch(`${backend.url}/mail/v1/other`)).status).toBe(404);
    expect((await fetch(`${backend.url}/mail/v1/messages`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${backend.url}/mail`, { method: 'POST' })).status).toBe(405);
  });

  it('reads /mail/ and /mail/v1/messages/ as without the trailing slash', async () => {
    expect((await fetch(`${backend.url}/mail/`)).headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${backend.url}/mail/v1/messages/`)).status).toBe(200);
  });
});
