/**
 * `npm start`: builds host and remote (nx caches unchanged builds), starts the local Supabase-compatible
 * backend on its persistent data folder (seeded on first run), starts the live publisher (it prerenders the
 * public pages from that data, then re-renders them within seconds of every committed content change,
 * woken by the database's webhook) and the mail worker (it delivers the database's outbox over SMTP to the
 * backend's SMTP listener, whose messages land in the captured e-mail), serves both production builds,
 * prints the URLs and demo accounts, and stops everything on Ctrl-C. The publisher and the mail worker are
 * started again whenever they exit (after 1 s, doubling to 30 s while they keep failing; logged), and a
 * restarted publisher renders every change made while it was down.
 */
import { LOCAL_JWT_SECRET, createPostgresDb, migrate, preferredPort, startBackend, startPostgrest, type PostgrestProcess } from '@app/local-backend';
import { hostHeadersFor } from '@app/security-headers';
import { startBackendWithServices } from './lib/job-service-process';
import { startStaticServer } from './lib/static-server';
import { adminDist, hostDist, localDataDir, repoRoot } from './lib/paths';
import { mustRun } from './lib/run';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * REST_ENGINE=postgrest (with DATABASE_URL): real PostgREST 12.0.2 answers /rest/v1, as on hosted
 * Supabase. The database is migrated first, so PostgREST's `authenticator` role and schema exist.
 */
async function startPostgrestIfAsked(): Promise<PostgrestProcess | null> {
  const engine = process.env.REST_ENGINE ?? 'local';
  if (engine === 'local') return null;
  const databaseUrl = process.env.DATABASE_URL;
  if (engine !== 'postgrest' || !databaseUrl) {
    throw new Error('REST_ENGINE is `local` (default) or `postgrest`, and `postgrest` needs DATABASE_URL (a PostgreSQL server).');
  }
  const db = createPostgresDb(databaseUrl);
  try {
    await migrate(db, { seed: true });
  } finally {
    await db.close();
  }
  return startPostgrest({ databaseUrl, jwtSecret: LOCAL_JWT_SECRET });
}

async function main() {
  const hostPort = port('HOST_PORT', 3000);
  const adminPort = port('ADMIN_PORT', 3001);
  const backendPort = port('LOCAL_BACKEND_PORT', 54321);
  const publisherPort = port('PUBLISHER_PORT', 3002);
  const mailWorkerPort = port('MAIL_WORKER_PORT', 3003);
  const imageWorkerPort = port('IMAGE_VARIANTS_PORT', 3004);
  // The default gives way to another local backend's SMTP listener (the worker is told the port in use).
  const smtpPort = process.env.LOCAL_SMTP_PORT ? Number(process.env.LOCAL_SMTP_PORT) : await preferredPort(54325);
  const hostUrl = `http://localhost:${hostPort}`;
  const adminUrl = `http://localhost:${adminPort}`;
  const backendUrl = `http://localhost:${backendPort}`;

  if (process.env.SKIP_BUILD !== '1') {
    await mustRun('node_modules/.bin/nx', ['run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  }

  const postgrest = await startPostgrestIfAsked();
  // The pages were prerendered from the seeded snapshot (and nx may have restored them from its cache):
  // the publisher renders them again from this backend's data, which persists across runs, before they are
  // served, and keeps them in step from then on; the database calls its webhook after each change. E-mail
  // goes out as in production: outbox → mail worker → SMTP, here the backend's own SMTP listener.
  const { backend, publisher, mailWorker, imageWorker, stopServices } = await startBackendWithServices({
    startBackend: () =>
      startBackend({
        restUpstream: postgrest?.url,
        port: backendPort,
        smtpPort,
        host: '127.0.0.1',
        publicUrl: backendUrl,
        dataDir: process.env.DATABASE_URL ? undefined : localDataDir,
        databaseUrl: process.env.DATABASE_URL,
        seed: true,
        siteUrl: hostUrl,
        additionalRedirectUrls: [`${hostUrl}/**`],
        corsOrigins: '*',
      }),
    supabaseUrl: backendUrl,
    siteUrl: hostUrl,
    publisher: { port: publisherPort },
    mail: { port: mailWorkerPort },
    images: { port: imageWorkerPort },
    echo: true,
  });
  const admin = await startStaticServer({ root: adminDist, port: adminPort, cors: true });
  const runtimeConfig = {
    supabaseUrl: backendUrl,
    supabaseAnonKey: backend.anonKey,
    adminRemoteUrl: `${adminUrl}/mf-manifest.json`,
    imageServiceUrl: `${backendUrl}/image-service/models/stand-in`,
    siteUrl: hostUrl,
  };
  const host = await startStaticServer({
    root: hostDist,
    port: hostPort,
    spaFallback: true,
    config: runtimeConfig,
    headers: hostHeadersFor(hostDist, runtimeConfig),
  });

  console.log(`
  Public site        ${hostUrl}
  Admin (via host)   ${hostUrl}/admin
  Admin remote       ${adminUrl}/mf-manifest.json
  Local backend      ${backendUrl}  (REST /rest/v1, auth /auth/v1, storage /storage/v1)
  Captured e-mail    ${backendUrl}/mail  (SMTP 127.0.0.1:${backend.smtpPort} lands there too)
  Live publisher     ${publisher!.webhookUrl}  (content changes reach the prerendered pages within seconds)
  Mail worker        ${mailWorker!.webhookUrl}  (delivers the outbox over SMTP to 127.0.0.1:${backend.smtpPort})
  Image variants     ${imageWorker!.webhookUrl}  (AVIF, WebP and JPEG sizes of every media-library and module-image upload)
  Health             ${backendUrl}/health  ${publisher!.healthUrl}  ${mailWorker!.healthUrl}  ${imageWorker!.healthUrl}
                     (the publisher and the workers are restarted when they exit)

  Demo accounts
    admin@example.com   admin1234   admin
    editor@example.com  editor1234  editor
    user@example.com    user12345   user (no staff role)

  Data lives in ${process.env.DATABASE_URL ? 'DATABASE_URL' : localDataDir}; \`npm run db:reset\` rebuilds it.
  Press Ctrl-C to stop.
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await Promise.allSettled([host.close(), admin.close(), stopServices()]);
    await postgrest?.stop();
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
