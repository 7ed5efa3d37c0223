import { ConfigError } from '@app/job-service';
import { readWorkerConfig } from './config';

const SECRET = 'a-webhook-secret-of-32-characters';
const base = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service', SMTP_HOST: 'smtp.example.com', MAIL_WEBHOOK_SECRET: SECRET };

describe('readWorkerConfig', () => {
  it('reads the SMTP server, the keys and the worker\'s own settings from the environment', () => {
    expect(
      readWorkerConfig({
        ...base,
        SMTP_PORT: '2525',
        SMTP_USER: 'apikey',
        SMTP_PASS: 's3cret',
        MAIL_WORKER_PORT: '8080',
        MAIL_WORKER_HOST: '0.0.0.0',
        MAIL_WORKER_PUBLIC_URL: 'https://mail.example.cz',
        SITE_URL: 'https://www.example.cz',
        MAIL_FROM: 'noreply@example.cz',
        MAIL_POLL_MS: '1000',
        MAIL_RETENTION_MS: '0',
        MAIL_MAX_LAG_SECONDS: '120',
      }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      serviceRoleKey: 'service',
      smtp: { host: 'smtp.example.com', port: 2525, secure: false, user: 'apikey', pass: 's3cret' },
      port: 8080,
      host: '0.0.0.0',
      webhookSecret: SECRET,
      publicUrl: 'https://mail.example.cz',
      siteUrl: 'https://www.example.cz',
      fromAddress: 'noreply@example.cz',
      pollIntervalMs: 1000,
      retentionIntervalMs: 0,
      batchSize: 5,
      leaseSeconds: 120,
      maxLagSeconds: 120,
    });
  });

  it('defaults to submission on 587 with STARTTLS, or TLS on 465', () => {
    expect(readWorkerConfig(base).smtp).toMatchObject({ port: 587, secure: false });
    expect(readWorkerConfig({ ...base, SMTP_SECURE: 'true' }).smtp).toMatchObject({ port: 465, secure: true });
    expect(readWorkerConfig({ ...base, SMTP_PORT: '465' }).smtp).toMatchObject({ port: 465, secure: true });
    expect(readWorkerConfig(base)).toMatchObject({ port: 3003, host: '127.0.0.1', pollIntervalMs: 5000, retentionIntervalMs: 300_000, maxLagSeconds: 300 });
  });

  it('names what is missing or malformed', () => {
    expect(() => readWorkerConfig({ ...base, SMTP_HOST: '' })).toThrow(new ConfigError('mail worker: SMTP_HOST is not set'));
    expect(() => readWorkerConfig({ ...base, SMTP_PORT: 'smtp' })).toThrow(/SMTP_PORT must be a whole number/);
    expect(() => readWorkerConfig({ ...base, SMTP_SECURE: 'maybe' })).toThrow(/SMTP_SECURE is true or false/);
  });

  it('does not start without a webhook secret of at least 16 characters', () => {
    expect(() => readWorkerConfig({ ...base, MAIL_WEBHOOK_SECRET: undefined })).toThrow(new ConfigError('mail worker: MAIL_WEBHOOK_SECRET is not set: a webhook without a secret lets anyone call it'));
    expect(() => readWorkerConfig({ ...base, MAIL_WEBHOOK_SECRET: '  ' })).toThrow(ConfigError);
    expect(() => readWorkerConfig({ ...base, MAIL_WEBHOOK_SECRET: 'wake' })).toThrow(/MAIL_WEBHOOK_SECRET is too short: use at least 16 random characters/);
    expect(readWorkerConfig({ ...base, MAIL_WEBHOOK_SECRET: '0123456789abcdef' }).webhookSecret).toBe('0123456789abcdef');
  });
});
