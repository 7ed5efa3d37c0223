import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  adminAppendModuleImages,
  adminCreateModule,
  adminDeleteModule,
  adminGetModule,
  adminListModules,
  adminSetModuleActive,
  adminSetModuleImages,
  adminUpdateModule,
  parseModuleImages,
  serializeModuleImages,
  type ModuleDraft,
} from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const draft: ModuleDraft = {
  name_cs: 'Skladové hospodářství',
  name_en: 'Warehouse',
  name_de: null,
  description_cs: 'Příjem, výdej a inventura zásob.',
  description_en: null,
  description_de: null,
  icon: 'Handshake',
  features_cs: ['Příjem zboží', 'Inventura', 'Čárové kódy', 'Expedice'],
  features_en: ['Goods receipt'],
  features_de: null,
  image_url: null,
  images: serializeModuleImages([
    { url: '/images/a.webp', active: true },
    { url: '/images/b.webp', active: false },
  ]),
  display_order: 9,
  active: true,
};

const publicNames = async () =>
  ((await createTestClient(backend).from('modules').select('name_cs')).data ?? []).map((row) => row.name_cs as string);

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor creates, reads, updates, hides, shows and deletes a module', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');

  const created = await adminCreateModule(editor, draft);
  expect(created).toMatchObject({ ...draft, id: expect.any(String) });
  expect(parseModuleImages(created.images)).toEqual([
    { url: '/images/a.webp', active: true },
    { url: '/images/b.webp', active: false },
  ]);

  const list = await adminListModules(editor);
  expect(list.map((module) => module.display_order)).toEqual([...list.map((module) => module.display_order)].sort((a, b) => a - b));
  expect(list.at(-1)?.id).toBe(created.id);

  const updated = await adminUpdateModule(editor, created.id, { ...draft, name_de: 'Lager', features_en: null, display_order: 0 });
  expect(updated).toMatchObject({ name_de: 'Lager', features_en: null, display_order: 0 });
  expect(await adminGetModule(editor, created.id)).toEqual(updated);

  await adminSetModuleActive(editor, created.id, false);
  expect((await adminGetModule(editor, created.id)).active).toBe(false);
  expect(await publicNames()).not.toContain(draft.name_cs);
  expect((await adminListModules(editor)).some((module) => module.id === created.id && !module.active)).toBe(true);

  await adminSetModuleActive(editor, created.id, true);
  expect(await publicNames()).toContain(draft.name_cs);

  await adminDeleteModule(editor, created.id);
  await expect(adminGetModule(editor, created.id)).rejects.toMatchObject({ code: 'PGRST116' });
  await expect(adminDeleteModule(editor, created.id)).rejects.toThrow(/nebyl nalezen/);
});

test('images are replaced and appended as a serialized list', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const created = await adminCreateModule(editor, { ...draft, images: null });

  await adminSetModuleImages(editor, created.id, [{ url: '/one.png', active: false }]);
  const images = await adminAppendModuleImages(editor, created.id, ['/two.png', '/three.png']);
  expect(images).toEqual([
    { url: '/one.png', active: false },
    { url: '/two.png', active: true },
    { url: '/three.png', active: true },
  ]);
  const stored = (await adminGetModule(editor, created.id)).images;
  expect(typeof stored).toBe('string');
  expect(parseModuleImages(stored)).toEqual(images);

  await adminDeleteModule(editor, created.id);
});

test('the database refuses what the form would not send', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminCreateModule(editor, { ...draft, name_cs: '   ' })).rejects.toMatchObject({ code: '23514' });
  await expect(adminCreateModule(editor, { ...draft, display_order: -1 })).rejects.toMatchObject({ code: '23514' });
});

test('a plain user is refused by row-level security', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminCreateModule(user, draft)).rejects.toMatchObject({ code: '42501' });

  const seeded = (await adminListModules(editor))[0];
  if (!seeded) throw new Error('the seed has modules');
  await expect(adminSetModuleActive(user, seeded.id, false)).rejects.toThrow(/oprávnění/);
  await expect(adminDeleteModule(user, seeded.id)).rejects.toThrow(/oprávnění/);
  await expect(adminUpdateModule(user, seeded.id, draft)).rejects.toMatchObject({ code: 'PGRST116' });
  expect(await adminGetModule(editor, seeded.id)).toMatchObject({ name_cs: seeded.name_cs, active: seeded.active });
});
