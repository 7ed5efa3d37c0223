import fs from 'node:fs';
import path from 'node:path';
import { snapshotCacheDir } from '../paths';
import { migrate, readMigrationSources, sourcesHash } from './migrate';
import { createPgliteDb, type PgliteDb } from './pglite-db';

// Part of the snapshot's name: a new PGlite may not read an older data folder.
const pgliteVersion: string = (() => {
  try {
    const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
})();

let inProcess: { file: string; blob: Promise<Blob> } | null = null;

/**
 * The migrated and seeded database as a PGlite data-folder tarball, cached on disk under a name that
 * hashes every platform, migration and seed file, so a changed file makes a new snapshot.
 */
export function migratedSnapshot(): Promise<Blob> {
  const file = path.join(snapshotCacheDir, `snapshot-${sourcesHash(readMigrationSources(), pgliteVersion)}.tar`);
  if (inProcess?.file !== file) inProcess = { file, blob: loadOrBuild(file) };
  const current = inProcess;
  current.blob.catch(() => {
    if (inProcess === current) inProcess = null;
  });
  return current.blob;
}

async function loadOrBuild(file: string): Promise<Blob> {
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const db = await createPgliteDb();
  try {
    await migrate(db, { seed: true });
    const blob = await db.dumpDataDir();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(partial, file);
    removeStaleSnapshots(file);
    return blob;
  } finally {
    await db.close();
  }
}

function removeStaleSnapshots(keep: string): void {
  const dir = path.dirname(keep);
  const week = 7 * 24 * 3600 * 1000;
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (full === keep || !name.startsWith('snapshot-')) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > week) fs.rmSync(full, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

/** A fresh in-memory database started from the snapshot (about a second instead of initdb + migrations). */
export async function createSnapshotDb(): Promise<PgliteDb> {
  return createPgliteDb({ loadDataDir: await migratedSnapshot() });
}

/**
 * Opens PGlite on `dataDir` (in memory when absent). A folder with no database yet starts as a copy of
 * the migrated and seeded snapshot, unless `seed` is false: initdb then runs and the caller migrates.
 */
export async function openPgliteDb(options: { dataDir?: string; seed: boolean }): Promise<PgliteDb> {
  const fresh = options.dataDir === undefined || !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (options.dataDir !== undefined && fresh) fs.mkdirSync(options.dataDir, { recursive: true });
  return createPgliteDb({ dataDir: options.dataDir, loadDataDir: fresh && options.seed ? await migratedSnapshot() : undefined });
}
