import { IMAGES_PER_MODULE, moduleImageCategory, moduleImagePrompt } from './image-prompts';

describe('moduleImageCategory', () => {
  it('recognises the four module categories by keywords in the name', () => {
    expect(moduleImageCategory('Fakturace a účetnictví')).toBe('invoices');
    expect(moduleImageCategory('Účetní doklady')).toBe('invoices');
    expect(moduleImageCategory('HR a personalistika')).toBe('hr');
    expect(moduleImageCategory('Personální agenda')).toBe('hr');
    expect(moduleImageCategory('CRM a obchod')).toBe('crm');
    expect(moduleImageCategory('Řízení prodeje')).toBe('crm');
    expect(moduleImageCategory('AI asistent')).toBe('ai');
    expect(moduleImageCategory('Virtuální asistent')).toBe('ai');
  });

  it('does not read "ai" or "hr" inside other words', () => {
    expect(moduleImageCategory('Detailní přehledy')).toBe('invoices');
    expect(moduleImageCategory('Chráněný archiv')).toBe('invoices');
  });

  it('falls back to invoices', () => {
    expect(moduleImageCategory('Sklad')).toBe('invoices');
    expect(moduleImageCategory('')).toBe('invoices');
  });
});

describe('moduleImagePrompt', () => {
  it('describes the category and differs for each image of a module', () => {
    const prompts = Array.from({ length: IMAGES_PER_MODULE }, (_, variant) => moduleImagePrompt('CRM a obchod', variant));
    expect(new Set(prompts).size).toBe(IMAGES_PER_MODULE);
    for (const prompt of prompts) expect(prompt).toMatch(/CRM|sales|customer|lead|quote/i);
  });

  it('uses the invoice subjects for an unknown module', () => {
    expect(moduleImagePrompt('Sklad', 0)).toBe(moduleImagePrompt('Fakturace', 0));
    expect(moduleImagePrompt('Sklad', 0)).toMatch(/invoice/i);
  });

  it('keeps working past the fifth variant', () => {
    expect(moduleImagePrompt('AI asistent', 7)).toBe(moduleImagePrompt('AI asistent', 2));
  });
});
