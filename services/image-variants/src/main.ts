/**
 * The image-variants worker as a process, beside the publisher and the mail worker:
 *
 *   tsx services/image-variants/src/main.ts
 *
 * Environment (docs/images.md): SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, IMAGE_VARIANTS_WEBHOOK_SECRET
 * (required); IMAGE_VARIANTS_PORT (default 3004), IMAGE_VARIANTS_HOST, IMAGE_VARIANTS_POLL_MS,
 * IMAGE_VARIANTS_LEASE_SECONDS, IMAGE_VARIANTS_MAX_LAG_SECONDS.
 */
import { runServiceProcess } from '@app/job-service';
import { readWorkerConfig } from './config';
import { startImageVariantsWorker } from './worker';

runServiceProcess(async () => {
  const worker = await startImageVariantsWorker(readWorkerConfig(process.env));
  console.log(`image variants: making the variants of media-library uploads and module images; webhook ${worker.webhookUrl}`);
  return worker;
});
