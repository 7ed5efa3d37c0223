import { jsonAnswer, type JsonShape } from './json-answer';

/** What /config.json holds (contract.md): everything environment-specific, read by the browser at start-up. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The admin remote's manifest URL (mf-manifest.json). */
  adminRemoteUrl: string;
  imageServiceUrl?: string;
  siteUrl?: string;
}

const REQUIRED_KEYS = ['supabaseUrl', 'supabaseAnonKey', 'adminRemoteUrl'] as const;
const RUNTIME_CONFIG: JsonShape<RuntimeConfig> = {
  supabaseUrl: 'string',
  supabaseAnonKey: 'string',
  adminRemoteUrl: 'string',
  imageServiceUrl: 'string?',
  siteUrl: 'string?',
};

let configPromise: Promise<RuntimeConfig> | null = null;

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  for (const key of REQUIRED_KEYS) {
    const field: unknown = new Map(Object.entries(value)).get(key);
    if (typeof field !== 'string' || field === '') throw new Error(`config.json lacks "${key}"`);
  }
  return jsonAnswer(value, RUNTIME_CONFIG, 'config.json');
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** Fetches /config.json once; a failed fetch is forgotten so the next call tries again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!configPromise) {
    configPromise = fetchRuntimeConfig().catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  }
  return configPromise;
}

/** For prerendering and tests: use this configuration instead of fetching it. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  configPromise = config ? Promise.resolve(parseRuntimeConfig(config)) : null;
}
