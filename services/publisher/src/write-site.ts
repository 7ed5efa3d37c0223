import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedSite } from './render-site';

export interface WriteResult {
  /** Files whose content changed (or that are new), relative to dist. */
  written: string[];
  /** Post pages that are no longer public (unpublished, deleted, renamed, not yet due), and list pages the posts no longer fill, removed. */
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
 * Brings dist up to date with a rendered site: writes what changed, and removes the post and list pages
 * under `postFolders` (the blog folder of each language, relative to dist) that the site no longer has, so
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
      // The page only: a folder named like a list segment ('strana') also holds the list's further pages.
      rmSync(path.join(dist, page), { force: true });
      removeIfEmpty(path.join(absolute, entry.name));
      removed.push(page);
    }
    removed.push(...removeStaleListPages(dist, folder, current));
  }
  // Child sitemaps of a larger site (sitemap-posts-3.xml) that this render no longer has.
  for (const file of readdirSync(dist)) {
    if (!site.isSitemapFile(file) || site.files.has(file)) continue;
    rmSync(path.join(dist, file), { force: true });
    removed.push(file);
  }
  return { written, removed };
}

function removeIfEmpty(directory: string): void {
  if (existsSync(directory) && readdirSync(directory).length === 0) rmSync(directory, { recursive: true, force: true });
}

/**
 * The pages deeper under a blog folder are the list's further pages (`blog/strana/3`,
 * `blog/kategorie/analyzy/strana/2`): those the rendered site no longer has are removed, with the folders
 * they leave empty, so their URLs answer 404.
 */
function removeStaleListPages(dist: string, folder: string, current: ReadonlySet<string>): string[] {
  const absolute = path.join(dist, folder);
  if (!existsSync(absolute)) return [];
  const stale = readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((relative) => path.basename(relative) === 'index.html' && relative.split(path.sep).length > 2)
    .map((relative) => path.join(folder, relative))
    .filter((page) => !current.has(page));
  for (const page of stale) {
    rmSync(path.join(dist, page), { force: true });
    for (let directory = path.dirname(page); directory !== folder && directory.startsWith(folder); directory = path.dirname(directory)) {
      removeIfEmpty(path.join(dist, directory));
    }
  }
  return stale;
}
