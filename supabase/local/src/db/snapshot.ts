import fs from 'node:fs';
import os from 'node:os';
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

const snapshotFile = () => path.join(snapshotCacheDir, `snapshot-${sourcesHash(readMigrationSources(), pgliteVersion)}.tar`);

/**
 * The migrated and seeded database as a PGlite data-folder tarball, cached on disk under a name that
 * hashes every platform, migration and seed file, so a changed file makes a new snapshot.
 */
export function migratedSnapshot(): Promise<Blob> {
  const file = snapshotFile();
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
    if (full === keep || full === folderOf(keep) || !name.startsWith('snapshot-')) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > week) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

const folderOf = (tarball: string) => tarball.replace(/\.tar$/, '');

/**
 * The snapshot unpacked once into a data folder beside its tarball. A test database starts as a copy of the
 * folder: copying files is cheaper than unpacking 45 MB into PGlite's in-memory file system every time.
 */
export async function snapshotFolder(): Promise<string> {
  const folder = folderOf(snapshotFile());
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return folder;
  const partial = `${folder}.${process.pid}.${Date.now()}.partial`;
  const db = await createPgliteDb({ dataDir: partial, loadDataDir: await migratedSnapshot() });
  await db.close();
  try {
    fs.renameSync(partial, folder);
  } catch (error) {
    // Another process unpacked it first.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw error;
  }
  return folder;
}

/** Where the copies go: memory when the machine has a tmpfs for it (nothing of a test database needs a disk). */
export const scratchRoot = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
export const SCRATCH_PREFIX = 'pglite-test-';

/** Removes the copies of processes that ended without closing their databases (a killed test worker). */
function removeOrphanedCopies(): void {
  for (const name of fs.readdirSync(scratchRoot)) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const owner = Number(name.slice(SCRATCH_PREFIX.length).split('-')[0]);
    if (!Number.isInteger(owner) || owner === process.pid || isRunning(owner)) continue;
    fs.rmSync(path.join(scratchRoot, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A fresh database started from the snapshot, in a copy of its folder removed on close (well under a second). */
export async function createSnapshotDb(): Promise<PgliteDb> {
  const source = await snapshotFolder();
  removeOrphanedCopies();
  const copy = fs.mkdtempSync(path.join(scratchRoot, `${SCRATCH_PREFIX}${process.pid}-`));
  try {
    fs.cpSync(source, copy, { recursive: true });
    const db = await createPgliteDb({ dataDir: copy });
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          fs.rmSync(copy, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
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
