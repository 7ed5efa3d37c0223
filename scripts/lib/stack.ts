import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { hostHeadersFor } from '@app/security-headers';
import { startBackendWithServices, type JobServiceProcess } from './job-service-process';
import type { RestartPolicy } from './service-process';
import { startStaticServer } from './static-server';
import { adminDist, hostDist } from './paths';

export interface Stack {
  backend: RunningBackend;
  hostUrl: string;
  adminUrl: string;
  /** The live publisher, when the stack was started with one (it serves a copy of the host build it rewrites). */
  publisher: JobServiceProcess | null;
  /** The mail worker, when the stack was started with one (it sends over SMTP to the backend's captured mail). */
  mailWorker: JobServiceProcess | null;
  /** The image-variants worker, when the stack was started with one. */
  imageWorker: JobServiceProcess | null;
  /** The folder the host is served from. */
  hostRoot: string;
  /** Stops the admin remote's server only (the public site must keep working). */
  stopAdmin(): Promise<void>;
  /** Serves another build of the admin remote on the same origin. */
  restartAdmin(root?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, on random ports: the local backend on a fresh copy of the
 * seeded database, the host's and the remote's production builds each on its own origin. With
 * `publisher`, the host is served from a copy of its build that the live publisher keeps in step with the
 * database (woken by the database's webhook, polling every `publisherPollMs`), as `npm start` does. With
 * `mail`, the mail worker runs beside it, delivering the outbox over SMTP to the backend's captured mail.
 * Both are restarted when they exit, as under `npm start` (`publisherRestart` changes the publisher's delays).
 */
export async function startStack(
  options: {
    adminRoot?: string;
    hostRoot?: string;
    publisher?: boolean;
    publisherPollMs?: number;
    publisherRestart?: Partial<RestartPolicy>;
    mail?: boolean;
    mailPollMs?: number;
    /** The image-variants worker beside it, making the variants of media-library uploads. */
    images?: boolean;
    maxBodyBytes?: number;
  } = {},
): Promise<Stack> {
  const runtimeConfig: Record<string, string> = {};
  let hostRoot = options.hostRoot ?? hostDist;
  let copiedRoot: string | null = null;
  if (options.publisher) {
    copiedRoot = mkdtempSync(path.join(tmpdir(), 'published-host-'));
    cpSync(hostRoot, copiedRoot, { recursive: true });
    hostRoot = copiedRoot;
  }
  const host = await startStaticServer({ root: hostRoot, port: 0, config: runtimeConfig, spaFallback: true, headers: hostHeadersFor(hostRoot, runtimeConfig) });
  let admin = await startStaticServer({ root: options.adminRoot ?? adminDist, port: 0, cors: true });
  const adminPort = admin.port;
  const { backend, publisher, mailWorker, imageWorker, stopServices } = await startBackendWithServices({
    startBackend: () => startTestBackend({ siteUrl: host.url, corsOrigins: '*', maxBodyBytes: options.maxBodyBytes }),
    siteUrl: host.url,
    publisher: options.publisher ? { distDir: hostRoot, pollMs: options.publisherPollMs, restart: options.publisherRestart } : false,
    mail: options.mail ? { pollMs: options.mailPollMs } : false,
    images: options.images ? { pollMs: 1000 } : false,
  });
  Object.assign(runtimeConfig, {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    adminRemoteUrl: `${admin.url}/mf-manifest.json`,
    imageServiceUrl: `${backend.url}/image-service/models/stand-in`,
    siteUrl: host.url,
  });
  let adminRunning = true;
  return {
    backend,
    hostUrl: host.url,
    adminUrl: admin.url,
    publisher,
    mailWorker,
    imageWorker,
    hostRoot,
    async stopAdmin() {
      if (adminRunning) await admin.close();
      adminRunning = false;
    },
    async restartAdmin(root = adminDist) {
      if (adminRunning) await admin.close();
      admin = await startStaticServer({ root, port: adminPort, cors: true });
      adminRunning = true;
    },
    async stop() {
      await stopServices();
      if (adminRunning) await admin.close();
      await host.close();
      await backend.stop();
      if (copiedRoot) rmSync(copiedRoot, { recursive: true, force: true });
    },
  };
}
