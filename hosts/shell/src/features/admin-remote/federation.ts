import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import { createInstance, satisfy, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import provideRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as remoteContract from '@app/remote-contract';
import { IncompatibleRemoteError, remoteContractProblems, type RemoteManifest } from '@app/remote-contract';
import * as session from '@app/session';
import * as supabase from '@app/supabase';
import { loadRuntimeConfig } from '@app/supabase';
import { routerFacade } from './router-facade';

// Loaded only under /admin: the federation runtime never reaches the public pages.

const versions = __SHARED_VERSIONS__;

function provided(name: string, module: object) {
  const version = versions[name];
  if (!version) throw new Error(`No build-time version for shared module ${name}`);
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

const MANIFEST_ATTEMPTS = 3;

/** A manifest request that fails on the network is tried again before the retry view shows. */
async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
  throw lastError;
}

const retryManifestFetch: ModuleFederationRuntimePlugin = { name: 'retry-manifest-fetch', fetch: fetchWithRetry };

/**
 * Reads the remote's manifest and refuses a remote that asks for a shared package or a version this host
 * does not provide (the contract of @app/remote-contract), before any of its code is fetched or run.
 */
async function assertCompatibleRemote(manifestUrl: string): Promise<void> {
  const response = await fetchWithRetry(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The admin remote manifest answered ${response.status}`);
  const problems = remoteContractProblems((await response.json()) as RemoteManifest, versions, satisfy);
  if (problems.length > 0) throw new IncompatibleRemoteError(problems);
}

let federation: Promise<ModuleFederation> | null = null;

function getFederation(): Promise<ModuleFederation> {
  federation ??= loadRuntimeConfig()
    .then(async (config) => {
      await assertCompatibleRemote(config.adminRemoteUrl);
      return config;
    })
    .then((config) =>
      createInstance({
        name: 'shell',
        remotes: [{ name: 'admin', entry: config.adminRemoteUrl }],
        shareStrategy: 'loaded-first',
        // The remote is built with experiments.externalRuntime: it uses this runtime instead of shipping its own (~30 KB gz).
        plugins: [retryManifestFetch, provideRuntimeCore()],
        shared: {
          react: provided('react', React),
          'react/jsx-runtime': provided('react/jsx-runtime', jsxRuntime),
          'react-dom': provided('react-dom', ReactDOM),
          'react-router-dom': provided('react-router-dom', routerFacade),
          zustand: provided('zustand', zustand),
          '@app/session': provided('@app/session', session),
          '@app/supabase': provided('@app/supabase', supabase),
          '@app/remote-contract': provided('@app/remote-contract', remoteContract),
        },
      }),
    )
    .catch((error: unknown) => {
      federation = null;
      throw error;
    });
  return federation;
}

export async function loadAdminApp(): Promise<{ default: ComponentType }> {
  const instance = await getFederation();
  const exposed = await instance.loadRemote<{ default?: ComponentType }>('admin/App');
  if (!exposed?.default) throw new Error('The admin remote did not expose an App component');
  return { default: exposed.default };
}
