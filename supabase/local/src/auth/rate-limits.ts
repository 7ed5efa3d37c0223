import fs from 'node:fs';
import path from 'node:path';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { parse } from 'smol-toml';
import type { AuthRateLimitBucket } from '../contract';
import { supabaseDir } from '../paths';

/**
 * `[auth.rate_limit]` of supabase/config.toml, the limits GoTrue applies on hosted Supabase and under
 * `supabase start`: requests per client address per 5 minutes, e-mails per hour for the whole project.
 */
export type AuthRateLimits = Record<AuthRateLimitBucket, number>;

/** The Supabase CLI's defaults, for keys config.toml leaves out. */
const CLI_DEFAULTS: AuthRateLimits = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_sent: 2 };

const WINDOW_SECONDS: Record<AuthRateLimitBucket, number> = {
  sign_in_sign_ups: 300,
  token_refresh: 300,
  token_verifications: 300,
  email_sent: 3600,
};

const CONFIG_TOML = path.join(supabaseDir, 'config.toml');

export function readAuthRateLimits(configFile = CONFIG_TOML): AuthRateLimits {
  const config = parse(fs.readFileSync(configFile, 'utf8')) as { auth?: { rate_limit?: Partial<Record<string, unknown>> } };
  const section = config.auth?.rate_limit ?? {};
  const limits = { ...CLI_DEFAULTS };
  for (const bucket of Object.keys(CLI_DEFAULTS) as AuthRateLimitBucket[]) {
    const value = section[bucket];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      throw new Error(`${configFile}: [auth.rate_limit] ${bucket} must be a positive whole number, not ${JSON.stringify(value)}`);
    }
    limits[bucket] = value;
  }
  return limits;
}

/** Counts requests per bucket and client; the answer says whether this one is still within the limit. */
export function createAuthRateLimiter(limits: AuthRateLimits): (bucket: AuthRateLimitBucket, client: string) => Promise<boolean> {
  const limiters = Object.fromEntries(
    (Object.keys(limits) as AuthRateLimitBucket[]).map((bucket) => [
      bucket,
      new RateLimiterMemory({ keyPrefix: bucket, points: limits[bucket], duration: WINDOW_SECONDS[bucket] }),
    ]),
  ) as Record<AuthRateLimitBucket, RateLimiterMemory>;
  return async (bucket, client) => {
    try {
      await limiters[bucket].consume(client);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };
}
