import fs from 'node:fs';
import path from 'node:path';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { parse } from 'smol-toml';
import type { AuthRateLimitBucket } from '../contract';
import { supabaseDir } from '../paths';

/**
 * `[auth.rate_limit]` of supabase/config.toml, the limits GoTrue applies on hosted Supabase and under
 * `supabase start`: requests per client address per 5 minutes, e-mails sent per hour for the whole
 * project; and the local backend's own limit of e-mail requests per target address per hour.
 */
export type AuthRateLimits = Record<AuthRateLimitBucket, number>;

type ConfigBucket = Exclude<AuthRateLimitBucket, 'email_per_address'>;

/** The Supabase CLI's defaults, for keys config.toml leaves out. */
const CLI_DEFAULTS: Record<ConfigBucket, number> = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_sent: 2 };

/**
 * Not a key of config.toml (the CLI knows no such setting): a person asks for a few links an hour, a
 * flood aimed at one inbox or one account is refused after these, for known and unknown addresses alike.
 */
export const EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR = 5;

const WINDOW_SECONDS: Record<AuthRateLimitBucket, number> = {
  sign_in_sign_ups: 300,
  token_refresh: 300,
  token_verifications: 300,
  email_sent: 3600,
  email_per_address: 3600,
};

const CONFIG_TOML = path.join(supabaseDir, 'config.toml');

export function readAuthRateLimits(configFile = CONFIG_TOML): AuthRateLimits {
  const config = parse(fs.readFileSync(configFile, 'utf8')) as { auth?: { rate_limit?: Partial<Record<string, unknown>> } };
  const section = config.auth?.rate_limit ?? {};
  const limits: AuthRateLimits = { ...CLI_DEFAULTS, email_per_address: EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR };
  for (const bucket of Object.keys(CLI_DEFAULTS) as ConfigBucket[]) {
    const value = section[bucket];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      throw new Error(`${configFile}: [auth.rate_limit] ${bucket} must be a positive whole number, not ${JSON.stringify(value)}`);
    }
    limits[bucket] = value;
  }
  return limits;
}

/** The key of the project-wide buckets (`email_sent`). */
export const PROJECT = 'project';

export interface AuthRateLimiter {
  /** Counts one request of the bucket for the key; whether it is still within the limit. */
  consume(bucket: AuthRateLimitBucket, key: string): Promise<boolean>;
  /** Whether the key has spent the bucket already; counts nothing. */
  spent(bucket: AuthRateLimitBucket, key: string): Promise<boolean>;
}

/** Counts requests per bucket and key (a client address, a target address, or the project). */
export function createAuthRateLimiter(limits: AuthRateLimits): AuthRateLimiter {
  const limiters = Object.fromEntries(
    (Object.keys(WINDOW_SECONDS) as AuthRateLimitBucket[]).map((bucket) => [
      bucket,
      new RateLimiterMemory({ keyPrefix: bucket, points: limits[bucket], duration: WINDOW_SECONDS[bucket] }),
    ]),
  ) as Record<AuthRateLimitBucket, RateLimiterMemory>;
  return {
    async consume(bucket, key) {
      try {
        await limiters[bucket].consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
    async spent(bucket, key) {
      const used = await limiters[bucket].get(key);
      return used !== null && used.consumedPoints >= limits[bucket];
    },
  };
}
