import path from 'node:path';

/** The repository root, whatever the current directory. */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const hostDist = path.join(repoRoot, 'hosts', 'shell', 'dist');
export const adminDist = path.join(repoRoot, 'remotes', 'admin', 'dist');
export const localDataDir = path.join(repoRoot, '.data', 'db');
