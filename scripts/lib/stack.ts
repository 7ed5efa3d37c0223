import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { startStaticServer } from './static-server';
import { adminDist, hostDist } from './paths';

export interface Stack {
  backend: RunningBackend;
  hostUrl: string;
  adminUrl: string;
  /** Stops the admin remote's server only (the public site must keep working). */
  stopAdmin(): Promise<void>;
  /** Serves another build of the admin remote on the same origin. */
  restartAdmin(root?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, on random ports: the local backend on a fresh copy of the
 * seeded database, the host's and the remote's production builds each on its own origin.
 */
export async function startStack(options: { adminRoot?: string; hostRoot?: string } = {}): Promise<Stack> {
  const runtimeConfig: Record<string, string> = {};
  const host = await startStaticServer({ root: options.hostRoot ?? hostDist, port: 0, config: runtimeConfig, spaFallback: true });
  let admin = await startStaticServer({ root: options.adminRoot ?? adminDist, port: 0, cors: true });
  const adminPort = admin.port;
  const backend = await startTestBackend({ siteUrl: host.url, corsOrigins: '*' });
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
      if (adminRunning) await admin.close();
      await host.close();
      await backend.stop();
    },
  };
}
