/**
 * The host–remote contract: what the host gives the admin remote at run time, and the check that a
 * remote's manifest asks for nothing else before any of its code runs.
 *
 * The host provides, as federated singletons, React, React DOM, the router facade (react-router-dom),
 * zustand, the session store (`@app/session`), the one Supabase client and the runtime configuration
 * (`@app/supabase`), and this module, whose version is the contract's: a remote built against contract
 * 1.x runs on any host that provides 1.x (a minor bump adds, never removes); a major bump means the
 * host and the remote must be released together. The remote renders under ADMIN_BASE_PATH.
 */
import packageJson from '../package.json';

export const REMOTE_CONTRACT_VERSION: string = packageJson.version;

/** Where the host mounts the remote; the remote's routes live below it. */
export const ADMIN_BASE_PATH = '/admin';

/**
 * The host's page that renders a post the editor has not saved, exactly as the public post page does
 * (staff only), and where the editor leaves that draft for it: this browser's local storage, as the
 * post row (`PublicBlogPostRow`) the public page reads. It updates whenever the editor writes it.
 */
export const BLOG_PREVIEW_PATH = `${ADMIN_BASE_PATH}/nahled/clanek`;
export const BLOG_PREVIEW_STORAGE_KEY = 'admin-preview:blog_post';

/** The federated singletons the host provides, this module included. */
export const HOST_PROVIDED_PACKAGES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  '@app/session',
  '@app/supabase',
  '@app/remote-contract',
] as const;
export type HostProvidedPackage = (typeof HOST_PROVIDED_PACKAGES)[number];

/** The part of a remote's mf-manifest.json the check reads. */
export interface RemoteManifest {
  shared?: { name: string; requiredVersion?: string | false }[];
}

/** A requirement the host cannot meet, in words for the error view and the log. */
export interface ContractProblem {
  name: string;
  required: string;
  provided: string | null;
}

/**
 * What in the remote's manifest the host cannot provide: a shared package it does not have, or a
 * version outside the remote's range (`satisfies` is the federation runtime's semver check).
 */
export function remoteContractProblems(
  manifest: RemoteManifest,
  provided: Partial<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): ContractProblem[] {
  if (!Array.isArray(manifest.shared)) return [{ name: 'mf-manifest.json', required: 'a list of shared packages', provided: null }];
  const problems: ContractProblem[] = [];
  if (!manifest.shared.some((entry) => entry.name === '@app/remote-contract')) {
    problems.push({ name: '@app/remote-contract', required: 'a declared contract version', provided: REMOTE_CONTRACT_VERSION });
  }
  for (const { name, requiredVersion } of manifest.shared) {
    const version = provided[name] ?? null;
    const required = typeof requiredVersion === 'string' && requiredVersion !== '' ? requiredVersion : '*';
    if (version === null || (required !== '*' && !satisfies(version, required))) problems.push({ name, required, provided: version });
  }
  return problems;
}

/** A remote whose manifest asks for what this host does not provide; it is refused before it runs. */
export class IncompatibleRemoteError extends Error {
  constructor(readonly problems: ContractProblem[]) {
    super(
      `The admin remote is incompatible with this host: ${problems
        .map((problem) => `${problem.name} ${problem.required} (host: ${problem.provided ?? 'none'})`)
        .join(', ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
