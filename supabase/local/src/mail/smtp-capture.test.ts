import nodemailer from 'nodemailer';
import { startTestBackend } from '../testing';
import type { CapturedMail } from './mail-store';

let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function messages(query = ''): Promise<CapturedMail[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CapturedMail[];
}

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: backend.smtpPort, secure: false, connectionTimeout: 2000 });
}

describe('the SMTP listener', () => {
  it('stores each recipient\'s copy with From, the header fields and the links, readable as JSON and on the page', async () => {
    await transport().sendMail({
      from: { name: 'BizAuto s.r.o.', address: 'info@example.com' },
      to: ['prodej@example.com', 'Zuzana <zuzana@example.com>'],
      replyTo: { name: 'Jana Nováková', address: 'jana@example.com' },
      subject: 'Nová poptávka: Jana Nováková (Nováková a spol.)',
      text: 'Otevřít: http://localhost:3000/admin/enquiries?hledat=jana%40example.com',
      html: '<p>Otevřít <a href="http://localhost:3000/admin/enquiries?hledat=jana%40example.com">v administraci</a></p>',
      headers: {
        'List-Unsubscribe': '<http://127.0.0.1:3003/newsletter/unsubscribe?token=abc.def>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const [sales] = await messages('?to=prodej@example.com');
    expect(sales).toMatchObject({
      to: 'prodej@example.com',
      from: '"BizAuto s.r.o." <info@example.com>',
      subject: 'Nová poptávka: Jana Nováková (Nováková a spol.)',
      text: expect.stringContaining('Otevřít: http://localhost:3000/admin/enquiries'),
      html: expect.stringContaining('<a href="http://localhost:3000/admin/enquiries?hledat=jana%40example.com">'),
      links: ['http://localhost:3000/admin/enquiries?hledat=jana%40example.com'],
      headers: expect.objectContaining({
        'reply-to': '"Jana Nováková" <jana@example.com>',
        'list-unsubscribe': '<http://127.0.0.1:3003/newsletter/unsubscribe?token=abc.def>',
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
        subject: 'Nová poptávka: Jana Nováková (Nováková a spol.)',
      }),
    });
    expect((await messages('?to=zuzana@example.com')).map((message) => message.subject)).toEqual([sales!.subject]);

    const page = await (await fetch(`${backend.url}/mail`)).text();
    expect(page).toContain('Od: &quot;BizAuto s.r.o.&quot; &lt;info@example.com&gt;');
    expect(page).toContain('<dt>list-unsubscribe-post</dt><dd>List-Unsubscribe=One-Click</dd>');
  });

  it('refuses connections while paused, as a mail server that is down, and accepts them again on the same port', async () => {
    const port = backend.smtpPort;
    await backend.smtp.pause();
    await expect(transport().sendMail({ from: 'info@example.com', to: 'down@example.com', subject: 'Nedoručeno', text: 'x' })).rejects.toMatchObject({
      message: expect.stringContaining('ECONNREFUSED'),
    });
    await backend.smtp.resume();
    expect(backend.smtp.port).toBe(port);
    await transport().sendMail({ from: 'info@example.com', to: 'down@example.com', subject: 'Doručeno', text: 'x' });
    expect((await messages('?to=down@example.com')).map((message) => message.subject)).toEqual(['Doručeno']);
  });
});
