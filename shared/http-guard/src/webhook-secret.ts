import { createHash, timingSafeEqual } from 'node:crypto';

/** Shorter than this is no secret (the local stack generates 32 hex characters). */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

export class WebhookSecretError extends Error {}

/**
 * The webhook secret a service was started with, refused when missing or too short: the publisher and the
 * mail worker do not start without one (`variable` names where it comes from, for the message).
 */
export function requireWebhookSecret(value: string | undefined, variable: string): string {
  const secret = value?.trim() ?? '';
  if (!secret) throw new WebhookSecretError(`${variable} is not set: a webhook without a secret lets anyone call it`);
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new WebhookSecretError(`${variable} is too short: use at least ${MIN_WEBHOOK_SECRET_LENGTH} random characters`);
  }
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request's secret header equals the expected secret, in time that depends on neither (their
 * SHA-256 digests are compared, so their lengths leak nothing either). A repeated header never matches.
 */
export function webhookSecretMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}
