import { parseModuleImages, type AdminModule } from '@app/content';
import {
  DISPLAY_ORDER_MESSAGE,
  EMPTY_MODULE_VALUES,
  REQUIRED_FIELDS_MESSAGE,
  moduleFormValues,
  moduleSchema,
  toModuleDraft,
  type ModuleFormValues,
} from './module-schema';

const valid: ModuleFormValues = { ...EMPTY_MODULE_VALUES, name_cs: 'Sklad', description_cs: 'Evidence zásob' };

async function errorsOf(values: ModuleFormValues): Promise<string[]> {
  try {
    await moduleSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('moduleSchema', () => {
  it('accepts a module with the Czech name and description', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires the Czech name and description after trimming, with the required-fields message', async () => {
    expect(await errorsOf({ ...valid, name_cs: '  ', description_cs: '\n' })).toEqual([
      REQUIRED_FIELDS_MESSAGE,
      REQUIRED_FIELDS_MESSAGE,
    ]);
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Vyplňte povinná pole (název a popis v češtině)');
  });

  it('allows display order 0 or more (empty means the default), not negative or fractional', async () => {
    expect(await errorsOf({ ...valid, display_order: 0 })).toEqual([]);
    expect(await errorsOf({ ...valid, display_order: '' })).toEqual([]);
    expect(await errorsOf({ ...valid, display_order: -1 })).toEqual([DISPLAY_ORDER_MESSAGE]);
    expect(await errorsOf({ ...valid, display_order: 1.5 })).toEqual([DISPLAY_ORDER_MESSAGE]);
  });

  it('defaults a new module to order 0, active, the documents icon and one empty feature row per language', () => {
    expect(EMPTY_MODULE_VALUES).toMatchObject({
      display_order: 0,
      active: true,
      icon: 'FileText',
      features_cs: [''],
      features_en: [''],
      features_de: [''],
      images: [],
    });
  });
});

describe('toModuleDraft', () => {
  it('saves empty translations as null, drops empty feature rows and defaults the order to 0', () => {
    const draft = toModuleDraft({
      ...valid,
      name_cs: ' Sklad ',
      name_en: '  ',
      description_de: '',
      features_cs: ['Příjem zboží', ' ', ' Inventura '],
      features_en: ['', ''],
      features_de: ['Inventur'],
      display_order: '',
    });
    expect(draft).toMatchObject({
      name_cs: 'Sklad',
      name_en: null,
      name_de: null,
      description_cs: 'Evidence zásob',
      description_de: null,
      features_cs: ['Příjem zboží', 'Inventura'],
      features_en: null,
      features_de: ['Inventur'],
      display_order: 0,
      images: null,
    });
  });

  it('stores images serialized so that they read back the same, active flags included', () => {
    const images = [
      { url: 'https://cdn.example/a.png', active: true },
      { url: 'https://cdn.example/b.png', active: false },
    ];
    const draft = toModuleDraft({ ...valid, images });
    expect(typeof draft.images).toBe('string');
    expect(parseModuleImages(draft.images)).toEqual(images);
  });

  it('round-trips a stored module through the form', () => {
    const stored: AdminModule = {
      ...toModuleDraft({ ...valid, features_cs: ['A', 'B'], images: [{ url: '/x.webp', active: false }] }),
      id: 'm1',
      slug: null,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    };
    const values = moduleFormValues(stored);
    expect(values.features_en).toEqual(['']);
    expect(values.images).toEqual([{ url: '/x.webp', active: false }]);
    expect(toModuleDraft(values)).toEqual(toModuleDraft({ ...valid, features_cs: ['A', 'B'], images: [{ url: '/x.webp', active: false }] }));
  });
});
