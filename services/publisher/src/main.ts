/**
 * The live publisher as a process (publisher.ts): re-renders the prerendered site into dist/
 * whenever the database announces a change to public content, without rebuilding the bundles.
 *
 *   tsx services/publisher/src/main.ts            keep running: webhook listener + queue polling
 *   tsx services/publisher/src/main.ts --once     render once and exit (e.g. a scheduled job where no process can keep running)
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (required); SITE_URL,
 * PRERENDER_DIST_DIR, PRERENDER_CHUNKS_FILE (as the prerenderer); PUBLISHER_PORT (webhook port, default
 * 3002; the publish job queue's webhook_url points at /publish here: job_queue_configure), PUBLISHER_HOST
 * (default 127.0.0.1), PUBLISH_WEBHOOK_SECRET (required unless --once, at least 16 characters; must match the
 * queue's webhook_secret), PUBLISH_POLL_MS (default 5000),
 * PUBLISH_MAX_LAG_SECONDS (GET /health answers 503 once a change has waited longer; default 60),
 * PUBLISH_AFTER (a shell command run after each publish that changed files, e.g. an upload to the static
 * host; CHANGED_FILES and REMOVED_FILES name them, one per line, relative to dist).
 */
import { spawn } from 'node:child_process';
import { runServiceProcess } from '@app/job-service';
import { readPublisherConfig } from './config';
import { startPublisher } from './publisher';
import { createSiteRenderer } from './render-site';
import { postFolders, shellPaths } from './shell-paths';
import type { WriteResult } from './write-site';

function runAfterPublish(command: string, dist: string): (result: WriteResult) => Promise<void> {
  return (result) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, {
        shell: true,
        stdio: 'inherit',
        cwd: dist,
        env: { ...process.env, CHANGED_FILES: result.written.join('\n'), REMOVED_FILES: result.removed.join('\n') },
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PUBLISH_AFTER exited with ${code}`))));
    });
}

runServiceProcess(async () => {
  const once = process.argv.includes('--once');
  // Read before the renderer loads, so that a bad setting is the one thing reported.
  const config = readPublisherConfig(process.env, { once });
  const paths = shellPaths();
  const publisher = await startPublisher({
    supabaseUrl: config.supabaseUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    dist: paths.dist,
    postFolders: postFolders(),
    render: await createSiteRenderer(paths),
    webhookPort: config.service?.port,
    webhookHost: config.service?.host,
    webhookSecret: config.service?.webhookSecret,
    pollIntervalMs: config.service?.pollIntervalMs,
    maxLagSeconds: config.service?.maxLagSeconds,
    afterPublish: config.afterPublish ? runAfterPublish(config.afterPublish, paths.dist) : undefined,
  });
  if (once) {
    await publisher.stop();
    process.exit(publisher.lastOutcome?.ok ? 0 : 1);
  }
  console.log(`publisher: watching for content changes; health ${publisher.healthUrl}; webhook ${publisher.webhookUrl}`);
  return publisher;
});
