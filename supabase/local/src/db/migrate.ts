import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsDir, platformDir, seedFile } from '../paths';
import type { LocalDb } from './local-db';

export interface SqlFile {
  name: string;
  path: string;
  sql: string;
}

export interface MigrationSources {
  platform: SqlFile[];
  migrations: SqlFile[];
  seed: SqlFile | null;
}

function sqlFilesIn(dir: string): SqlFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, path: path.join(dir, name), sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** The platform bootstrap, the project's migrations and its seed, read from the repository. */
export function readMigrationSources(
  dirs: { platform?: string; migrations?: string; seed?: string } = {},
): MigrationSources {
  const seedPath = dirs.seed ?? seedFile;
  return {
    platform: sqlFilesIn(dirs.platform ?? platformDir),
    migrations: sqlFilesIn(dirs.migrations ?? migrationsDir).filter((file) => /^\d+_.+\.sql$/.test(file.name)),
    seed: fs.existsSync(seedPath) ? { name: path.basename(seedPath), path: seedPath, sql: fs.readFileSync(seedPath, 'utf8') } : null,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One hash of everything that shapes a migrated database, for naming snapshots. */
export function sourcesHash(sources: MigrationSources, extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of [...sources.platform, ...sources.migrations, ...(sources.seed ? [sources.seed] : [])]) {
    hash.update(`\0${file.name}\0${file.sql}`);
  }
  return hash.digest('hex').slice(0, 16);
}

const BOOKKEEPING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text);
create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
create table if not exists supabase_migrations.local_platform_files (name text not null primary key, hash text not null);
`;

export interface MigrateResult {
  platform: string[];
  migrations: string[];
  seeded: boolean;
}

/**
 * Brings a database up to date: platform files (re-applied when their content changed; they are
 * idempotent), then every migration not yet recorded in supabase_migrations.schema_migrations, in name
 * order, each in its own transaction, then the seed once when `seed` is set.
 */
export async function migrate(
  db: LocalDb,
  options: { seed: boolean; sources?: MigrationSources },
): Promise<MigrateResult> {
  const sources = options.sources ?? readMigrationSources();
  const result: MigrateResult = { platform: [], migrations: [], seeded: false };
  await db.exec(BOOKKEEPING_SQL);

  const platformDone = new Map(
    (await db.query<{ name: string; hash: string }>('select name, hash from supabase_migrations.local_platform_files')).rows.map(
      (row) => [row.name, row.hash] as const,
    ),
  );
  for (const file of sources.platform) {
    const hash = sha256(file.sql);
    if (platformDone.get(file.name) === hash) continue;
    await applyFile(db, file, (tx) =>
      tx.query(
        'insert into supabase_migrations.local_platform_files (name, hash) values ($1, $2) on conflict (name) do update set hash = excluded.hash',
        [file.name, hash],
      ),
    );
    result.platform.push(file.name);
  }

  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  for (const file of sources.migrations) {
    const [version, ...rest] = file.name.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    await applyFile(db, file, (tx) =>
      tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        [file.sql],
      ]),
    );
    result.migrations.push(file.name);
  }

  if (options.seed && sources.seed) {
    const seed = sources.seed;
    const done = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [seed.name]);
    if (done.rows.length === 0) {
      await applyFile(db, seed, (tx) =>
        tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [seed.name, sha256(seed.sql)]),
      );
      result.seeded = true;
    }
  }
  return result;
}

async function applyFile(
  db: LocalDb,
  file: SqlFile,
  record: (tx: { query: LocalDb['query'] }) => Promise<unknown>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(file.sql);
      await record(tx);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Applying ${path.relative(process.cwd(), file.path) || file.name} failed: ${reason}`, { cause: error });
  }
}
