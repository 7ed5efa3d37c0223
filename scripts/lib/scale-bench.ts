/**
 * The site at real scale, for `npm run bench`: for each size (extra generated posts × cs/en/de, with covers and
 * an image in the text from phone-sized photos in the media library, their resized copies made by the image
 * worker first), a fresh stack with its publisher:
 * - the publisher's render of the new posts (from their insert until the last one is served) and its peak
 *   memory (VmHWM of its process);
 * - edit → live: a one-word edit of a published post until its served HTML shows it;
 * - the bytes of /blog in each language and of the sitemap;
 * - Lighthouse (mobile) on one generated post and on /blog.
 */
import { pollUntil } from './poll';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createClient } from '@supabase/supabase-js';
import { LOCALES, getBlogPostHref, getHref, type Locale } from '@app/i18n';
import type { Database } from '@app/supabase';
import { generatePosts, seedPosts, type GeneratedPost } from './generated-posts';
import { measurePublishToLive } from './publish-latency';
import type { Latency } from './latency';
import { auditTarget } from './lighthouse-runner';
import { startStack, type Stack } from './stack';

export interface ScaleRow {
  extraPosts: number;
  /** Seconds from the insert of the generated posts until the last of them is served. */
  renderSeconds: number;
  /** Peak resident memory of the publisher process, MB (null where /proc is not readable). */
  publisherPeakMb: number | null;
  editToLive: Latency;
  blogHtml: Record<Locale, { rawKb: number; gzipKb: number }>;
  sitemapKb: number;
  lighthouse: { post: number | null; blog: number | null };
}

/**
 * Phone-sized stand-ins for photos: 4000 × 3000 JPEGs of soft colour fields with sensor-like grain, which
 * weigh what a phone photo does (2–3 MB).
 */
export async function phonePhoto(seed: number): Promise<Buffer> {
  const fields = await sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: (seed * 70) % 255, g: 120, b: 200 - ((seed * 40) % 150) }, noise: { type: 'gaussian', mean: 128, sigma: 70 } },
  })
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
    .png()
    .toBuffer();
  const smooth = await sharp(fields).resize(4000, 3000, { kernel: 'cubic' }).png().toBuffer();
  return sharp(smooth).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads the photos into the media library (as the back office does) and returns their ids and public URLs. */
async function uploadPhotos(stack: Stack, count: number): Promise<{ id: string; url: string }[]> {
  const service = createClient<Database>(stack.backend.url, stack.backend.serviceRoleKey, { auth: { persistSession: false } });
  const photos: { id: string; url: string }[] = [];
  for (let n = 0; n < count; n += 1) {
    const bytes = await phonePhoto(n);
    const objectPath = `bench/phone-photo-${n + 1}.jpg`;
    const uploaded = await service.storage.from('media').upload(objectPath, bytes, { contentType: 'image/jpeg', upsert: true });
    if (uploaded.error) throw new Error(`uploading ${objectPath}: ${uploaded.error.message}`);
    const inserted = await service
      .from('media_assets')
      .insert({ path: objectPath, file_name: `phone-photo-${n + 1}.jpg`, mime_type: 'image/jpeg', size_bytes: bytes.length, width: 4000, height: 3000, alt_cs: `Fotografie ${n + 1}` })
      .select('id')
      .single();
    if (inserted.error) throw new Error(`recording ${objectPath}: ${inserted.error.message}`);
    photos.push({ id: inserted.data.id, url: service.storage.from('media').getPublicUrl(objectPath).data.publicUrl });
  }
  return photos;
}

function peakMemoryMb(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function servedBytes(url: string): Promise<{ raw: number; gzip: number; text: string }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, text };
}

async function waitUntilServed(url: string, timeoutMs: number): Promise<void> {
  await pollUntil(async () => ((await fetch(url)).ok ? true : undefined), { timeoutMs, intervalMs: 100, what: `${url} was served` });
}

/** Until the image worker has made the photos' resized copies (as it does for an editor's upload). */
async function waitForVariants(stack: Stack, ids: string[], timeoutMs: number): Promise<void> {
  await pollUntil(
    async () => {
      const { rows } = await stack.backend.db.query<{ status: string }>('select variants_status as status from public.media_assets where id = any($1::uuid[])', [ids]);
      if (rows.some((row) => row.status === 'failed')) throw new Error('the image worker could not make the photos\' variants');
      return rows.length === ids.length && rows.every((row) => row.status === 'ready') ? true : undefined;
    },
    { timeoutMs, intervalMs: 500, what: "the photos' variants were made" },
  );
}

async function lighthouseScore(url: string, runs: number): Promise<number | null> {
  const audited = await auditTarget({ label: url, url }, runs);
  const scores = audited.summary.runs.map((run) => run.performance).filter((score): score is number => typeof score === 'number');
  if (scores.length === 0) return null;
  return scores.sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
}

export async function measureScale(extraPosts: number, options: { lighthouseRuns: number; hostRoot?: string }): Promise<ScaleRow> {
  const stack = await startStack({ publisher: true, images: true, hostRoot: options.hostRoot });
  try {
    const photos = await uploadPhotos(stack, 3);
    await waitForVariants(stack, photos.map((photo) => photo.id), 300_000);
    // Each post's cover is one of the photos, and its text ends with it.
    const generated = generatePosts(extraPosts).map((post, index): GeneratedPost & { cover_media_id: string } => {
      const photo = photos[index % photos.length]!;
      const texts: GeneratedPost = Object.fromEntries(
        LOCALES.map((lang) => [`content_${lang}`, `${String(post[`content_${lang}`])}<p><img src="${photo.url}" alt="${String(post[`title_${lang}`])}"></p>`]),
      );
      return { ...post, ...texts, cover_media_id: photo.id };
    });
    const insertedAt = Date.now();
    if (generated.length > 0) {
      await seedPosts(stack.backend, generated);
      const last = generated.at(-1)!;
      await waitUntilServed(`${stack.hostUrl}${getBlogPostHref(String(last.slug_de), 'de')}`, 600_000);
    }
    const renderSeconds = (Date.now() - insertedAt) / 1000;
    const editToLive = await measurePublishToLive(stack, 5, 120_000);
    const publisherPeakMb = peakMemoryMb(stack.publisher?.pid() ?? null);

    const blogHtml = {} as ScaleRow['blogHtml'];
    for (const lang of LOCALES) {
      const served = await servedBytes(`${stack.hostUrl}${getHref('blog', lang)}`);
      blogHtml[lang] = { rawKb: served.raw / 1024, gzipKb: served.gzip / 1024 };
    }
    const sitemapKb = (await servedBytes(`${stack.hostUrl}/sitemap.xml`)).raw / 1024;

    const postUrl = generated.length > 0 ? `${stack.hostUrl}${getBlogPostHref(String(generated[0]!.slug_cs), 'cs')}` : null;
    const lighthouse = {
      post: postUrl && options.lighthouseRuns > 0 ? await lighthouseScore(postUrl, options.lighthouseRuns) : null,
      blog: options.lighthouseRuns > 0 ? await lighthouseScore(`${stack.hostUrl}${getHref('blog', 'cs')}`, options.lighthouseRuns) : null,
    };
    return { extraPosts, renderSeconds, publisherPeakMb, editToLive, blogHtml, sitemapKb, lighthouse };
  } finally {
    await stack.stop();
  }
}

export function formatScaleTable(rows: ScaleRow[]): string[] {
  const fixed = (value: number | null, digits = 1) => (value === null ? '–' : value.toFixed(digits));
  return [
    '| extra posts (× cs/en/de) | render of them s | publisher peak MB | edit → live median / max ms | /blog KB (gz) cs · en · de | sitemap KB | Lighthouse post · /blog |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.extraPosts.toLocaleString('en-US')} | ${fixed(row.renderSeconds)} | ${fixed(row.publisherPeakMb, 0)} | ${Math.round(row.editToLive.medianMs)} / ${Math.round(row.editToLive.maxMs)} | ${LOCALES.map((lang) => `${fixed(row.blogHtml[lang].rawKb)} (${fixed(row.blogHtml[lang].gzipKb)})`).join(' · ')} | ${fixed(row.sitemapKb)} | ${row.lighthouse.post ?? '–'} · ${row.lighthouse.blog ?? '–'} |`,
    ),
  ];
}
