import { ConfigError } from '@app/job-service';
import { readPublisherConfig } from './config';

const SECRET = 'a-webhook-secret-of-32-characters';
const base = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service', PUBLISH_WEBHOOK_SECRET: SECRET };

describe('readPublisherConfig', () => {
  it('reads the keys and the service settings from the environment', () => {
    expect(
      readPublisherConfig(
        { ...base, PUBLISHER_PORT: '8080', PUBLISHER_HOST: '0.0.0.0', PUBLISH_POLL_MS: '1000', PUBLISH_MAX_LAG_SECONDS: '30', PUBLISH_AFTER: 'rsync -a . host:/site' },
        { once: false },
      ),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: 'anon',
      serviceRoleKey: 'service',
      service: { port: 8080, host: '0.0.0.0', webhookSecret: SECRET, pollIntervalMs: 1000, maxLagSeconds: 30 },
      afterPublish: 'rsync -a . host:/site',
    });
  });

  it('listens on loopback port 3002 and polls every 5 s by default', () => {
    expect(readPublisherConfig(base, { once: false }).service).toEqual({ port: 3002, host: '127.0.0.1', webhookSecret: SECRET, pollIntervalMs: 5000, maxLagSeconds: 60 });
  });

  it('renders once without a webhook, so without its secret', () => {
    expect(readPublisherConfig({ ...base, PUBLISH_WEBHOOK_SECRET: undefined }, { once: true }).service).toBeNull();
  });

  it('names what is missing or malformed', () => {
    expect(() => readPublisherConfig({ ...base, SUPABASE_ANON_KEY: ' ' }, { once: true })).toThrow(new ConfigError('publisher: SUPABASE_ANON_KEY is not set'));
    expect(() => readPublisherConfig({ ...base, PUBLISHER_PORT: 'http' }, { once: false })).toThrow(new ConfigError('publisher: PUBLISHER_PORT must be a whole number, not "http"'));
    expect(() => readPublisherConfig({ ...base, PUBLISH_POLL_MS: '-5' }, { once: false })).toThrow(/PUBLISH_POLL_MS must be a whole number/);
    expect(() => readPublisherConfig({ ...base, PUBLISH_WEBHOOK_SECRET: 'short' }, { once: false })).toThrow(
      new ConfigError('publisher: PUBLISH_WEBHOOK_SECRET is too short: use at least 16 random characters'),
    );
  });
});
