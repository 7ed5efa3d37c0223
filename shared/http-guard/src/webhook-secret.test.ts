import { MIN_WEBHOOK_SECRET_LENGTH, WebhookSecretError, requireWebhookSecret, webhookSecretMatches } from './webhook-secret';

describe('requireWebhookSecret', () => {
  it('refuses a missing, blank or short secret, naming the variable', () => {
    expect(() => requireWebhookSecret(undefined, 'PUBLISH_WEBHOOK_SECRET')).toThrow(
      new WebhookSecretError('PUBLISH_WEBHOOK_SECRET is not set: a webhook without a secret lets anyone call it'),
    );
    expect(() => requireWebhookSecret('   ', 'X')).toThrow(WebhookSecretError);
    expect(() => requireWebhookSecret('x'.repeat(MIN_WEBHOOK_SECRET_LENGTH - 1), 'X')).toThrow('X is too short: use at least 16 random characters');
  });

  it('returns a long enough secret without its surrounding spaces', () => {
    expect(requireWebhookSecret(' 0123456789abcdef\n', 'X')).toBe('0123456789abcdef');
  });
});

describe('webhookSecretMatches', () => {
  const secret = '6f1c0d5b2a9e4f7d8c3b1a0e9f8d7c6b';

  it('matches only the same secret, whatever the lengths', () => {
    expect(webhookSecretMatches(secret, secret)).toBe(true);
    expect(webhookSecretMatches(`${secret.slice(0, -1)}0`, secret)).toBe(false);
    expect(webhookSecretMatches(secret.slice(0, 8), secret)).toBe(false);
    expect(webhookSecretMatches(`${secret}${secret}`, secret)).toBe(false);
    expect(webhookSecretMatches('', secret)).toBe(false);
  });

  it('never matches a missing or repeated header, nor an empty expected secret', () => {
    expect(webhookSecretMatches(undefined, secret)).toBe(false);
    expect(webhookSecretMatches([secret, secret], secret)).toBe(false);
    expect(webhookSecretMatches('', '')).toBe(false);
  });
});
