import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  IMAGES_PER_MODULE,
  ImageServiceError,
  adminCreateModule,
  adminDeleteModule,
  adminGetModule,
  adminListModules,
  generateModuleImages,
  parseModuleImages,
  requestGeneratedImage,
  uploadModuleImage,
  type ModuleDraft,
} from '@app/content';

let backend: RunningBackend;
let serviceUrl: string;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const draft: ModuleDraft = {
  name_cs: 'Personální agenda bez obrázků',
  name_en: null,
  name_de: null,
  description_cs: 'Docházka a dovolené.',
  description_en: null,
  description_de: null,
  icon: 'Users',
  features_cs: ['Docházka'],
  features_en: null,
  features_de: null,
  image_url: null,
  images: null,
  display_order: 50,
  active: true,
};

beforeAll(async () => {
  backend = await startTestBackend();
  serviceUrl = `${backend.url}/image-service/models/stand-in`;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an upload is stored under a timestamped name and its public URL answers the same bytes', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const url = await uploadModuleImage(editor, new Blob([PNG], { type: 'image/png' }), 'Snímek obrazovky.PNG');
  expect(url).toMatch(/\/storage\/v1\/object\/public\/module-images\/\d{13}-[a-z0-9]+\.png$/);

  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
});

test('the bucket refuses non-images, and a plain user may not upload', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(uploadModuleImage(editor, new Blob(['hello'], { type: 'text/plain' }), 'notes.txt')).rejects.toThrow();

  const user = await signedIn('user@example.com', 'user12345');
  await expect(uploadModuleImage(user, new Blob([PNG], { type: 'image/png' }), 'a.png')).rejects.toThrow();
  const anonymous = createTestClient<Database>(backend);
  await expect(uploadModuleImage(anonymous, new Blob([PNG], { type: 'image/png' }), 'a.png')).rejects.toThrow();
});

test('the image service answers a PNG; a non-OK answer raises an error with its status', async () => {
  const image = await requestGeneratedImage(serviceUrl, 'hf_local', 'Moderní HR dashboard');
  expect(image.type).toBe('image/png');
  expect(image.size).toBeGreaterThan(100);

  const failure = await requestGeneratedImage(serviceUrl, 'fail', 'x').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ImageServiceError);
  expect(failure).toMatchObject({ status: 500 });
  await expect(requestGeneratedImage(serviceUrl, '', 'x')).rejects.toMatchObject({ status: 401 });
});

test('generating adds 5 stored images to each active module without images and skips the others', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const without = await adminCreateModule(editor, draft);
  const inactive = await adminCreateModule(editor, { ...draft, name_cs: 'Neaktivní modul', active: false });
  const seededBefore = (await adminListModules(editor)).filter((module) => module.images);

  const progress: string[] = [];
  const results = await generateModuleImages(editor, {
    serviceUrl,
    token: 'hf_local',
    regenerateAll: false,
    onProgress: ({ moduleName, image, total }) => progress.push(`${image}/${total} ${moduleName}`),
  });

  expect(results.map((result) => result.moduleId)).toEqual([without.id]);
  expect(results[0]?.urls).toHaveLength(IMAGES_PER_MODULE);
  expect(progress).toEqual([1, 2, 3, 4, 5].map((image) => `${image}/5 ${draft.name_cs}`));

  const images = parseModuleImages((await adminGetModule(editor, without.id)).images);
  expect(images).toEqual(results[0]?.urls.map((url) => ({ url, active: true })));
  const first = await fetch(images[0]?.url ?? '');
  expect(first.headers.get('content-type')).toBe('image/png');

  expect((await adminGetModule(editor, inactive.id)).images).toBeNull();
  for (const module of seededBefore) expect((await adminGetModule(editor, module.id)).images).toBe(module.images);

  await adminDeleteModule(editor, without.id);
  await adminDeleteModule(editor, inactive.id);
}, 90_000);

test('failed images are skipped; with every image failing nothing is stored', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const created = await adminCreateModule(editor, { ...draft, name_cs: 'AI asistent bez obrázků' });

  let calls = 0;
  const flakyFetch: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, calls === 2 ? { ...init, headers: { Authorization: 'Bearer fail' } } : init);
  };
  const skipped: number[] = [];
  const [result] = await generateModuleImages(editor, {
    serviceUrl,
    token: 'hf_local',
    regenerateAll: false,
    fetchImpl: flakyFetch,
    onImageError: (error, progress) => {
      expect(error).toMatchObject({ status: 500 });
      skipped.push(progress.image);
    },
  });
  expect(skipped).toEqual([2]);
  expect(result?.urls).toHaveLength(IMAGES_PER_MODULE - 1);
  expect(parseModuleImages((await adminGetModule(editor, created.id)).images)).toHaveLength(IMAGES_PER_MODULE - 1);

  const again = await generateModuleImages(editor, { serviceUrl, token: 'fail', regenerateAll: true });
  expect(again.every((entry) => entry.urls.length === 0)).toBe(true);
  expect(parseModuleImages((await adminGetModule(editor, created.id)).images)).toHaveLength(IMAGES_PER_MODULE - 1);

  await adminDeleteModule(editor, created.id);
}, 90_000);
