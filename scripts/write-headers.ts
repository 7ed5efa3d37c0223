/**
 * `npm run headers -- <config.json> [dist]`: writes the host's `_headers` (security headers, CSP) for the
 * runtime configuration a deployment serves, e.g. after pointing `config.json` at another remote origin,
 * without rebuilding. The build writes the same file from SUPABASE_URL, ADMIN_REMOTE_URL and IMAGE_SERVICE_URL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatHeadersFile, hostHeaderRules, htmlDocumentsIn, inlineScriptHashes, type ConnectedOrigins } from '@app/security-headers';
import { hostDist } from './lib/paths';

const [configFile, dist = hostDist] = process.argv.slice(2);
if (!configFile) {
  console.error('usage: npm run headers -- <config.json> [host dist folder]');
  process.exit(2);
}
const config = JSON.parse(readFileSync(configFile, 'utf8')) as ConnectedOrigins;
const target = path.join(dist, '_headers');
writeFileSync(target, formatHeadersFile(hostHeaderRules(config, inlineScriptHashes(htmlDocumentsIn(dist)))));
console.log(`wrote ${target} for ${config.supabaseUrl}, ${config.adminRemoteUrl}${config.imageServiceUrl ? `, ${config.imageServiceUrl}` : ''}`);
