/**
 * The image-variants worker: makes the responsive variants of every media-library upload and of every
 * module image (docs/decisions/0014-image-variants.md, docs/images.md).
 *
 * An insert into media_assets, or an upload into the bucket `module-images`, queues a job
 * (private.media_variant_jobs, the job queue 'image_variants') and, where pg_net runs, POSTs to the worker's
 * webhook. The worker leases due jobs (media_variants_claim: the image's bucket and path), downloads each
 * original from its bucket, makes its variants (makeVariants), stores them next to the original and records
 * them (media_variants_complete). A file that is not a readable
 * image is marked failed with the reason, for good (its original keeps working); anything else (storage
 * or database unreachable) is retried after the queue's backoff (10 s doubling to an hour). It runs in the
 * frame of the background services (@app/job-service): webhook, poll, /health, graceful stop.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { describeError, startJobService, type JobHealth } from '@app/job-service';
import type { Database } from '@app/supabase';
import { NotAnImageError, makeVariants } from './make-variants';

export interface ImageVariantsWorkerOptions {
  supabaseUrl: string;
  /** The claim and complete RPCs and the storage writes are service_role only. */
  serviceRoleKey: string;
  /** HTTP port of the webhook and /health (0: any free port). */
  port?: number;
  host?: string;
  /** Every webhook call must carry it in X-Image-Variants-Secret (at least 16 characters). */
  webhookSecret: string;
  /** How often due jobs (retries) are looked for (ms); default 5000. */
  pollIntervalMs?: number;
  /** How long a leased job stays with this worker before another may take it (s); default 300. */
  leaseSeconds?: number;
  /** Health reports unhealthy once a due job has waited longer than this (s); default 600. */
  maxLagSeconds?: number;
  log?: (message: string) => void;
}

export interface VariantsRound {
  made: number;
  failed: number;
  retried: number;
}

export interface ImageVariantsWorker {
  url: string;
  webhookUrl: string;
  /** Handles what is due now (as the webhook does); resolves when a round that started after the call is done. */
  process(): Promise<VariantsRound>;
  health(): Promise<JobHealth>;
  stop(): Promise<void>;
}

export const IMAGE_VARIANTS_WEBHOOK = { path: '/image-queued', secretHeader: 'X-Image-Variants-Secret' } as const;

/** One image at a time: a 4000 × 3000 photo decodes to 36 MB and takes the CPU for a few seconds. */
const BATCH = 1;

export async function startImageVariantsWorker(options: ImageVariantsWorkerOptions): Promise<ImageVariantsWorker> {
  const log = options.log ?? ((message: string) => console.log(`image variants: ${message}`));
  const leaseSeconds = options.leaseSeconds ?? 300;
  const base = options.supabaseUrl.replace(/\/+$/, '');
  const auth = { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}` };
  const db = new PostgrestClient<Database>(`${base}/rest/v1`, { headers: auth });
  const objectUrl = (bucket: string, path: string) => `${base}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
  let stopped = false;

  const download = async (bucket: string, path: string): Promise<Buffer> => {
    const response = await fetch(objectUrl(`authenticated/${bucket}`, path), { headers: auth });
    // The row is written after its file (the back office uploads first): a missing file is not coming back.
    if (response.status === 404 || response.status === 400) throw new NotAnImageError(`Původní soubor „${path}“ v úložišti chybí.`);
    if (!response.ok) throw new Error(`the storage answered ${response.status} for ${path}`);
    return Buffer.from(await response.arrayBuffer());
  };

  const upload = async (bucket: string, file: { path: string; contentType: string; data: Buffer }) => {
    const response = await fetch(objectUrl(bucket, file.path), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': file.contentType, 'x-upsert': 'true', 'Cache-Control': 'max-age=31536000' },
      body: new Uint8Array(file.data),
    });
    if (!response.ok) throw new Error(`storing ${file.path} failed: ${response.status} ${await response.text()}`);
  };

  const handle = async (job: { id: string; bucket: string; path: string; attempts: number }): Promise<keyof VariantsRound> => {
    let outcome: keyof VariantsRound = 'made';
    let result: Database['public']['Functions']['media_variants_complete']['Args'];
    try {
      const made = await makeVariants(await download(job.bucket, job.path), job.path);
      for (const file of made.files) await upload(job.bucket, file);
      result = { asset_id: job.id, width: made.width, height: made.height, variants: made.variants.map((variant) => ({ ...variant })), og_image_path: made.ogImagePath };
      log(`made ${made.variants.length} variants of ${job.path} (${made.width} × ${made.height})`);
    } catch (error) {
      const permanent = error instanceof NotAnImageError;
      outcome = permanent ? 'failed' : 'retried';
      result = { asset_id: job.id, error: describeError(error) || 'unknown error', permanent };
      log(permanent ? `${job.path} failed for good: ${describeError(error)}` : `${job.path} failed (attempt ${job.attempts}), retried later: ${describeError(error)}`);
    }
    const { error } = await db.rpc('media_variants_complete', result);
    // Not recorded: the lease runs out and the job is done again.
    if (error) {
      log(`could not record the outcome of ${job.path}: ${error.message}`);
      return 'retried';
    }
    return outcome;
  };

  const processDue = async (): Promise<VariantsRound> => {
    const round: VariantsRound = { made: 0, failed: 0, retried: 0 };
    while (!stopped) {
      const { data, error } = await db.rpc('media_variants_claim', { batch: BATCH, lease_seconds: leaseSeconds });
      if (error) throw new Error(`media_variants_claim: ${error.message}`);
      for (const job of data ?? []) round[await handle(job)] += 1;
      if ((data ?? []).length < BATCH) break;
    }
    return round;
  };

  const service = await startJobService<VariantsRound>({
    run: processDue,
    queueStatus: async () => {
      const { data, error } = await db.rpc('media_variants_queue_status');
      if (error) throw new Error(`media_variants_queue_status: ${error.message}`);
      const metrics = data as { queue_length?: unknown; due_lag_sec?: unknown } | null;
      return { pending: Number(metrics?.queue_length ?? 0), lagSeconds: Number(metrics?.due_lag_sec ?? 0) };
    },
    poll: 'when-pending',
    pollIntervalMs: options.pollIntervalMs ?? 5000,
    leaseSeconds,
    maxLagSeconds: options.maxLagSeconds ?? 600,
    words: { item: 'an image', run: 'variants round' },
    port: options.port ?? 3004,
    host: options.host,
    webhook: { ...IMAGE_VARIANTS_WEBHOOK, secret: options.webhookSecret, secretVariable: 'IMAGE_VARIANTS_WEBHOOK_SECRET' },
    log,
  });
  const url = service.origin ?? '';
  return {
    url,
    webhookUrl: service.webhookUrl ?? `${url}${IMAGE_VARIANTS_WEBHOOK.path}`,
    process: async () => (await service.request()).outcome ?? { made: 0, failed: 0, retried: 0 },
    health: () => service.health(),
    async stop() {
      stopped = true;
      await service.stop();
    },
  };
}
