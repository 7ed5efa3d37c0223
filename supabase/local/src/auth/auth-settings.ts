import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import type { AuthPolicy } from '../contract';
import { supabaseDir } from '../paths';

const CONFIG_TOML = path.join(supabaseDir, 'config.toml');

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/**
 * `password_requirements` as the Supabase CLI hands it to GoTrue (GOTRUE_PASSWORD_REQUIRED_CHARACTERS):
 * the sets a password needs one character of each.
 */
export const PASSWORD_REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** The Supabase CLI's defaults, for keys config.toml leaves out. */
export const CLI_AUTH_DEFAULTS: AuthPolicy = {
  minimumPasswordLength: 6,
  requiredCharacters: [],
  securePasswordChange: false,
  otpLength: 6,
  otpExpirySeconds: 3600,
  maxFrequencySeconds: 1,
};

export interface AuthSiteSettings {
  siteUrl: string | null;
  additionalRedirectUrls: string[];
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** A Go duration such as "1s", "1m30s" or "500ms", in seconds. */
export function parseDuration(value: string): number | null {
  if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value)) return null;
  let seconds = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(ms|s|m|h)/g)) seconds += Number(amount) * (DURATION_UNITS[unit ?? 's'] ?? 1);
  return seconds;
}

interface AuthSection {
  site_url?: unknown;
  additional_redirect_urls?: unknown;
  minimum_password_length?: unknown;
  password_requirements?: unknown;
  email?: { secure_password_change?: unknown; otp_length?: unknown; otp_expiry?: unknown; max_frequency?: unknown };
}

function readAuthSection(configFile: string): AuthSection {
  const config = parse(fs.readFileSync(configFile, 'utf8')) as { auth?: AuthSection };
  return config.auth ?? {};
}

function wholeNumber(configFile: string, key: string, value: unknown, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw new Error(`${configFile}: [auth] ${key} must be a whole number of at least ${minimum}, not ${JSON.stringify(value)}`);
  }
  return value;
}

/** The password and one-time code settings of `[auth]` in supabase/config.toml, as GoTrue applies them. */
export function readAuthPolicy(configFile = CONFIG_TOML): AuthPolicy {
  const auth = readAuthSection(configFile);
  const email = auth.email ?? {};
  const requirements = auth.password_requirements ?? '';
  if (typeof requirements !== 'string' || !(requirements in PASSWORD_REQUIREMENTS)) {
    throw new Error(
      `${configFile}: [auth] password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS).map((key) => JSON.stringify(key)).join(', ')}, not ${JSON.stringify(requirements)}`,
    );
  }
  if (email.secure_password_change !== undefined && typeof email.secure_password_change !== 'boolean') {
    throw new Error(`${configFile}: [auth.email] secure_password_change must be true or false`);
  }
  const maxFrequency = email.max_frequency === undefined ? CLI_AUTH_DEFAULTS.maxFrequencySeconds : typeof email.max_frequency === 'string' ? parseDuration(email.max_frequency) : null;
  if (maxFrequency === null) throw new Error(`${configFile}: [auth.email] max_frequency must be a duration such as "1s" or "1m"`);
  return {
    minimumPasswordLength: wholeNumber(configFile, 'minimum_password_length', auth.minimum_password_length, CLI_AUTH_DEFAULTS.minimumPasswordLength, 0),
    requiredCharacters: [...(PASSWORD_REQUIREMENTS[requirements] ?? [])],
    securePasswordChange: email.secure_password_change ?? CLI_AUTH_DEFAULTS.securePasswordChange,
    otpLength: wholeNumber(configFile, 'email.otp_length', email.otp_length, CLI_AUTH_DEFAULTS.otpLength, 1),
    otpExpirySeconds: wholeNumber(configFile, 'email.otp_expiry', email.otp_expiry, CLI_AUTH_DEFAULTS.otpExpirySeconds, 1),
    maxFrequencySeconds: maxFrequency,
  };
}

/** `site_url` and `additional_redirect_urls` of `[auth]` in supabase/config.toml. */
export function readAuthSiteSettings(configFile = CONFIG_TOML): AuthSiteSettings {
  const auth = readAuthSection(configFile);
  const urls = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string') : [];
  return { siteUrl: typeof auth.site_url === 'string' ? auth.site_url : null, additionalRedirectUrls: urls };
}

/**
 * The origin (`scheme://host:port`) of a site URL or a redirect allow-list entry (which may end in a glob
 * such as `/**`); null for entries whose host itself is a pattern, which name no single origin.
 */
export function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url.trim());
  if (!match?.[1] || /[*?[\]{}]/.test(match[1])) return null;
  try {
    return new URL(match[1]).origin;
  } catch {
    return null;
  }
}
