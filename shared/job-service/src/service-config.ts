import { WebhookSecretError, requireWebhookSecret } from '@app/http-guard';

/** A setting that is missing or malformed; its message names the service and the variable. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** Reads one service's settings from its environment; every error names the service ("mail worker: SMTP_HOST is not set"). */
export interface EnvReader {
  required(name: string): string;
  /** The trimmed value; undefined when unset or blank. */
  optional(name: string): string | undefined;
  /** A whole number of at least 0. */
  number(name: string, fallback: number): number;
  /** true/1/yes or false/0/no; undefined when unset. */
  flag(name: string): boolean | undefined;
  /** At least 16 characters (see requireWebhookSecret). */
  webhookSecret(name: string): string;
}

export function envReader(service: string, env: Env): EnvReader {
  const fail = (message: string) => new ConfigError(`${service}: ${message}`);
  const optional = (name: string) => env[name]?.trim() || undefined;
  return {
    optional,
    required(name) {
      const value = optional(name);
      if (!value) throw fail(`${name} is not set`);
      return value;
    },
    number(name, fallback) {
      const raw = optional(name);
      if (!raw) return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw fail(`${name} must be a whole number, not "${raw}"`);
      return value;
    },
    flag(name) {
      const raw = optional(name)?.toLowerCase();
      if (!raw) return undefined;
      if (['true', '1', 'yes'].includes(raw)) return true;
      if (['false', '0', 'no'].includes(raw)) return false;
      throw fail(`${name} is true or false, not "${raw}"`);
    },
    webhookSecret(name) {
      try {
        return requireWebhookSecret(env[name], name);
      } catch (error) {
        if (error instanceof WebhookSecretError) throw fail(error.message);
        throw error;
      }
    },
  };
}

/** The settings every service on the frame has, each under its own variable. */
export interface CommonSettings {
  port: number;
  host: string;
  webhookSecret: string;
  pollIntervalMs: number;
  maxLagSeconds: number;
}

export interface CommonSettingNames {
  /** Variable names: the webhook's port and host, its secret, the poll interval (ms), the health's longest lag (s). */
  port: string;
  host: string;
  secret: string;
  pollMs: string;
  maxLagSeconds: string;
  defaults: { port: number; pollIntervalMs: number; maxLagSeconds: number };
}

/** The common settings; the host defaults to loopback (a reverse proxy or the database's network reaches it). */
export function readCommonSettings(read: EnvReader, names: CommonSettingNames): CommonSettings {
  return {
    port: read.number(names.port, names.defaults.port),
    host: read.optional(names.host) ?? '127.0.0.1',
    webhookSecret: read.webhookSecret(names.secret),
    pollIntervalMs: read.number(names.pollMs, names.defaults.pollIntervalMs),
    maxLagSeconds: read.number(names.maxLagSeconds, names.defaults.maxLagSeconds),
  };
}
