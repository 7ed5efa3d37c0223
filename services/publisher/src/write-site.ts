import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedSite } from './render-site';

export interface WriteResult {
  /** Files whose content changed (or that are new), relative to dist. */
  written: string[];
  /** Post pages that are no longer public (unpublished, deleted, renamed, not yet due), removed. */
  removed: string[];
}

const TEMPORARY = /\.(\d+)\.tmp$/;

/** Writes a file so that a reader sees the old or the new content, never a half-written one. */
function replaceFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Removes the temporary files a writer killed between writing and renaming left behind (another process's
 * `<file>.<pid>.tmp`); the files they were to replace are whole, old or new. Returns them, relative to dist.
 */
export function removeStaleTemporaries(dist: string): string[] {
  if (!existsSync(dist)) return [];
  const removed: string[] = [];
  for (const relative of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const match = TEMPORARY.exec(relative);
    if (!match || Number(match[1]) === process.pid) continue;
    rmSync(path.join(dist, relative), { force: true });
    removed.push(relative);
  }
  return removed;
}

/**
 * Brings dist up to date with a rendered site: writes what changed, and removes the post pages under
 * `postFolders` (the blog folder of each language, relative to dist) that the site no longer has, so
 * their URLs answer 404.
 */
export async function writeSite(dist: string, site: RenderedSite, postFolders: string[]): Promise<WriteResult> {
  const written: string[] = [];
  let sinceYield = 0;
  for (const [relative, content] of site.files) {
    // Thousands of files after a full render: between batches the publisher answers requests.
    if (++sinceYield % 100 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const file = path.join(dist, relative);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    replaceFile(file, content);
    written.push(relative);
  }

  const current = new Set(site.pages);
  const removed: string[] = [];
  for (const folder of postFolders) {
    const absolute = path.join(dist, folder);
    if (!existsSync(absolute)) continue;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const page = path.join(folder, entry.name, 'index.html');
      if (current.has(page) || !existsSync(path.join(dist, page))) continue;
      rmSync(path.join(absolute, entry.name), { recursive: true, force: true });
      removed.push(page);
    }
  }
  return { written, removed };
}
