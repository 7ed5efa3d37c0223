import { getMessages as getMessagesFromAllCatalogs } from './index';

// The jest setup registers every catalog; here a fresh module registry starts with none, as a browser does.
test('a catalog serves only after it was loaded, and loading it once is enough', async () => {
  await jest.isolateModulesAsync(async () => {
    const { getMessages, hasMessages } = await import('./index');
    const { loadMessages } = await import('./load-messages');
    expect(hasMessages('de')).toBe(false);
    expect(() => getMessages('de')).toThrow("await loadMessages('de')");

    const german = await loadMessages('de');
    expect(getMessages('de')).toBe(german);
    expect(german.nav.language).toBe('Sprache');
    expect(hasMessages('en')).toBe(false);
    await expect(loadMessages('de')).resolves.toBe(german);

    expect(() => german.home).toThrow('section "home" is not loaded');
    expect(hasMessages('de', ['home'])).toBe(false);
    await loadMessages('de', ['home']);
    expect(german.home.hero.title).toBe(getMessagesFromAllCatalogs('de').home.hero.title);
    expect(() => german.terms).toThrow('section "terms" is not loaded');
  });
});
