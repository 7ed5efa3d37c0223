import path from 'node:path';

/** The repository root, computed from this file so commands work from any directory. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const supabaseDir = path.join(repoRoot, 'supabase');
export const platformDir = path.join(supabaseDir, 'local', 'platform');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');
export const localDataDir = path.join(repoRoot, '.data', 'db');
export const snapshotCacheDir = path.join(repoRoot, '.data', 'cache');
export const databaseTypesFile = path.join(repoRoot, 'shared', 'supabase', 'src', 'database.types.ts');
