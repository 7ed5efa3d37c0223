import { ConfigError, envReader, readCommonSettings } from './service-config';
import { namedHealth, type JobHealth } from './job-service';

const SECRET = 'a-webhook-secret-of-32-characters';
const NAMES = {
  port: 'X_PORT',
  host: 'X_HOST',
  secret: 'X_SECRET',
  pollMs: 'X_POLL_MS',
  maxLagSeconds: 'X_MAX_LAG_SECONDS',
  defaults: { port: 3100, pollIntervalMs: 5000, maxLagSeconds: 60 },
};

describe('envReader', () => {
  const read = envReader('test service', { TEXT: '  value ', BLANK: ' ', COUNT: '12', NEGATIVE: '-1', FRACTION: '1.5', YES: 'Yes', OFF: '0', ODD: 'maybe' });

  it('reads trimmed text, whole numbers and flags, naming the service in every error', () => {
    expect(read.required('TEXT')).toBe('value');
    expect(read.optional('BLANK')).toBeUndefined();
    expect(() => read.required('BLANK')).toThrow(new ConfigError('test service: BLANK is not set'));
    expect(read.number('COUNT', 1)).toBe(12);
    expect(read.number('MISSING', 7)).toBe(7);
    expect(() => read.number('NEGATIVE', 1)).toThrow(new ConfigError('test service: NEGATIVE must be a whole number, not "-1"'));
    expect(() => read.number('FRACTION', 1)).toThrow(ConfigError);
    expect(read.flag('YES')).toBe(true);
    expect(read.flag('OFF')).toBe(false);
    expect(read.flag('MISSING')).toBeUndefined();
    expect(() => read.flag('ODD')).toThrow(new ConfigError('test service: ODD is true or false, not "maybe"'));
  });
});

describe('readCommonSettings', () => {
  it('reads the port, host, secret, poll interval and longest lag under the service\'s names, with its defaults', () => {
    expect(readCommonSettings(envReader('test service', { X_SECRET: SECRET }), NAMES)).toEqual({
      port: 3100,
      host: '127.0.0.1',
      webhookSecret: SECRET,
      pollIntervalMs: 5000,
      maxLagSeconds: 60,
    });
    const env = { X_SECRET: SECRET, X_PORT: '0', X_HOST: '0.0.0.0', X_POLL_MS: '250', X_MAX_LAG_SECONDS: '5' };
    expect(readCommonSettings(envReader('test service', env), NAMES)).toEqual({ port: 0, host: '0.0.0.0', webhookSecret: SECRET, pollIntervalMs: 250, maxLagSeconds: 5 });
  });

  it('does not read without a webhook secret of at least 16 characters', () => {
    expect(() => readCommonSettings(envReader('test service', {}), NAMES)).toThrow(
      new ConfigError('test service: X_SECRET is not set: a webhook without a secret lets anyone call it'),
    );
    expect(() => readCommonSettings(envReader('test service', { X_SECRET: 'short' }), NAMES)).toThrow(/X_SECRET is too short/);
  });
});

describe('namedHealth', () => {
  it('words the frame\'s health as the service does, the rest as it is', () => {
    const health: JobHealth = {
      status: 'ok',
      problems: [],
      queue_lag_seconds: 0,
      pending: 0,
      running: true,
      last_success_at: '2026-11-27T10:00:00.000Z',
      last_duration_ms: 12,
      last_failure: null,
      started_at: '2026-11-27T09:00:00.000Z',
    };
    const { running: _running, last_success_at: _lastSuccess, ...rest } = health;
    expect(namedHealth('rendering', 'last_published_at')(health)).toEqual({ ...rest, rendering: true, last_published_at: '2026-11-27T10:00:00.000Z' });
  });
});
