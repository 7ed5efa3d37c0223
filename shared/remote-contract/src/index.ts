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
import type * as Session from '@app/session';
import type * as Supabase from '@app/supabase';
import packageJson from '../package.json';

export const REMOTE_CONTRACT_VERSION: string = packageJson.version;

/** Where the host mounts the remote; the remote's routes live below it. */
export const ADMIN_BASE_PATH = '/admin';

/**
 * What the host hands the remote, as types: the session store, the one Supabase client with the runtime
 * configuration it loads (`loadRuntimeConfig`), the router (the host's data router; the remote renders
 * under `routerBase`), each as the federated singleton of the same name. Since 1.2.0 also the
 * federation runtime itself: a production remote is built with `experiments.externalRuntime` and uses
 * the host's `@module-federation/runtime-core` (set on the global by the host's
 * inject-external-runtime-core plugin) instead of shipping its own.
 */
export interface HostProvides {
  session: typeof Session;
  supabase: typeof Supabase;
  routerBase: typeof ADMIN_BASE_PATH;
}

/** The host's sign-in page; a remote screen asked for while signed out sends the visitor there. */
export const SIGN_IN_PATH = '/auth';
const RETURN_PARAM = 'next';

function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_BASE_PATH || pathname.startsWith(`${ADMIN_BASE_PATH}/`);
}

/**
 * Since 1.3.0. /auth?next=<the admin screen asked for, with its query>, so signing in returns there (a link from
 * an e-mail keeps its search); the dashboard itself needs no `next`.
 */
export function signInHref(requested: string): string {
  return requested === ADMIN_BASE_PATH || !isAdminPath(requested.split(/[?#]/, 1)[0] ?? '') ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(requested)}`;
}

/**
 * Where signing in leads: the `next` of the sign-in page's query when it is an admin screen of this site, else
 * the dashboard. Only a path is accepted (never a scheme, another host or `//host`), so the link in an e-mail
 * cannot send someone who signs in to another site.
 */
export function signInReturnPath(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/')) return ADMIN_BASE_PATH;
  // Parsed as the browser would: backslashes, tabs and dot segments cannot smuggle in another origin or path.
  const base = 'http://same-origin.invalid';
  const url = new URL(next, base);
  return url.origin === base && isAdminPath(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : ADMIN_BASE_PATH;
}

/**
 * Previews of unsaved content: the host's page that renders what an editor is typing exactly as the
 * public site does (staff only): a post as its page, a reference or a pricing plan as its card. The
 * editor leaves the draft in this browser's local storage as the row the public page reads (each content
 * type's definition in @app/content names its preview kind); the page follows every rewrite.
 */
export const CONTENT_PREVIEW_KINDS = ['clanek', 'reference', 'cenik'] as const;
export type ContentPreviewKind = (typeof CONTENT_PREVIEW_KINDS)[number];

export function contentPreviewPath(kind: ContentPreviewKind): string {
  return `${ADMIN_BASE_PATH}/nahled/${kind}`;
}

export function contentPreviewStorageKey(kind: ContentPreviewKind): string {
  return `admin-preview:${kind}`;
}

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
