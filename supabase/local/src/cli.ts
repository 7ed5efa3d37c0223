import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './db/migrate';
import { createPgliteDb } from './db/pglite-db';
import { openPgliteDb } from './db/snapshot';
import { createPostgresDb } from './db/postgres-db';
import { databaseTypesFile, localDataDir, repoRoot } from './paths';
import { preferredPort } from './free-port';
import { startBackend } from './server';
import { generateDatabaseTypes } from './type-generator';

const usage = `Usage: tsx supabase/local/src/cli.ts <command>
  start   serve the local backend (LOCAL_BACKEND_PORT, default 54321; LOCAL_SMTP_PORT, default 54325 or a free port when taken; DATABASE_URL for a PostgreSQL server)
  reset   delete ${path.relative(repoRoot, localDataDir)} and rebuild it from the migrations and the seed
  types   write ${path.relative(repoRoot, databaseTypesFile)} from the migrated schema`;

async function start(): Promise<void> {
  const port = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);
  const databaseUrl = process.env.DATABASE_URL;
  const backend = await startBackend({
    port,
    // The default gives way to another local backend's listener; an explicit LOCAL_SMTP_PORT does not.
    smtpPort: process.env.LOCAL_SMTP_PORT ? Number(process.env.LOCAL_SMTP_PORT) : await preferredPort(54325),
    host: '127.0.0.1',
    publicUrl: process.env.LOCAL_BACKEND_PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: databaseUrl ? undefined : (process.env.LOCAL_BACKEND_DATA_DIR ?? localDataDir),
    databaseUrl,
    seed: true,
    siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
    additionalRedirectUrls: [`${process.env.SITE_URL ?? 'http://localhost:3000'}/**`],
    corsOrigins: '*',
  });
  console.log(`Local Supabase-compatible backend on ${backend.config.publicUrl}
  REST /rest/v1 · auth /auth/v1 · storage /storage/v1 · captured e-mail /mail
  SMTP (captured too): 127.0.0.1:${backend.smtpPort}
  data: ${databaseUrl ? 'DATABASE_URL' : (process.env.LOCAL_BACKEND_DATA_DIR ?? localDataDir)}
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
Press Ctrl-C to stop.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function reset(): Promise<void> {
  if (process.env.DATABASE_URL) throw new Error('reset rebuilds the PGlite data folder; drop and recreate a DATABASE_URL database with your server tools');
  fs.rmSync(localDataDir, { recursive: true, force: true });
  // The migrated and seeded snapshot (rebuilt whenever a platform, migration or seed file changes).
  const db = await openPgliteDb({ dataDir: localDataDir, seed: true });
  try {
    const result = await migrate(db, { seed: true });
    if (result.migrations.length) console.log(`Applied ${result.migrations.length} new migrations.`);
    console.log(`Rebuilt ${localDataDir} from the migrated and seeded snapshot.`);
  } finally {
    await db.close();
  }
}

async function types(): Promise<void> {
  const db = process.env.DATABASE_URL ? createPostgresDb(process.env.DATABASE_URL) : await createPgliteDb();
  try {
    await migrate(db, { seed: false });
    fs.mkdirSync(path.dirname(databaseTypesFile), { recursive: true });
    fs.writeFileSync(databaseTypesFile, await generateDatabaseTypes(db));
    console.log(`Wrote ${path.relative(repoRoot, databaseTypesFile)}`);
  } finally {
    await db.close();
  }
}

const commands: Record<string, () => Promise<void>> = { start, reset, types };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(usage);
  process.exit(2);
} else {
  command().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
