import { MODULE_FALLBACK_IMAGES, fallbackModuleImage, moduleCardImage } from './fallback-image';

describe('fallbackModuleImage', () => {
  it.each([
    ['Fakturace a účetnictví', MODULE_FALLBACK_IMAGES.invoicing],
    ['Přijaté FAKTURY', MODULE_FALLBACK_IMAGES.invoicing],
    ['Účetní doklady', MODULE_FALLBACK_IMAGES.invoicing],
    ['HR a personalistika', MODULE_FALLBACK_IMAGES.hr],
    ['Personální agenda', MODULE_FALLBACK_IMAGES.hr],
    ['CRM a obchod', MODULE_FALLBACK_IMAGES.crm],
    ['Řízení prodeje', MODULE_FALLBACK_IMAGES.crm],
    ['AI asistent', MODULE_FALLBACK_IMAGES.ai],
    ['Chytrý asistent', MODULE_FALLBACK_IMAGES.ai],
    ['Sklad a logistika', MODULE_FALLBACK_IMAGES.dashboard],
    ['', MODULE_FALLBACK_IMAGES.dashboard],
  ])('%s → %s', (name, image) => {
    expect(fallbackModuleImage(name)).toBe(image);
  });

  it('takes the first matching category when a name has several keywords', () => {
    expect(fallbackModuleImage('AI pro fakturaci')).toBe(MODULE_FALLBACK_IMAGES.invoicing);
    expect(fallbackModuleImage('HR s AI asistentem')).toBe(MODULE_FALLBACK_IMAGES.hr);
  });

  it('does not read the acronyms inside other words', () => {
    expect(fallbackModuleImage('E-mailová schránka')).toBe(MODULE_FALLBACK_IMAGES.dashboard);
    expect(fallbackModuleImage('Chráněné archivy')).toBe(MODULE_FALLBACK_IMAGES.dashboard);
  });
});

describe('moduleCardImage', () => {
  it('uses the first active image of the module', () => {
    const images = '[{"url": "/old.webp", "active": false}, "/first.webp", "/second.webp"]';
    expect(moduleCardImage({ name_cs: 'HR a personalistika', images })).toBe('/first.webp');
  });

  it('falls back by name when the module has no active image', () => {
    expect(moduleCardImage({ name_cs: 'CRM a obchod', images: null })).toBe(MODULE_FALLBACK_IMAGES.crm);
    expect(moduleCardImage({ name_cs: 'AI asistent', images: [{ url: '/x.webp', active: false }] })).toBe(
      MODULE_FALLBACK_IMAGES.ai,
    );
  });
});
