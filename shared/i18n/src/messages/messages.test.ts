import '../all-messages';
import { LOCALES } from '../locales';
import { cs } from './cs';
import { MESSAGE_SECTIONS, getMessages, type Messages } from './index';
import { loadMessages } from './load-messages';

type Leaf = string | number | boolean | null | ((value: never) => string);

function leaves(value: unknown, path = ''): [string, Leaf][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value as Leaf]];
}

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return typeof value === 'function' ? `function/${value.length}` : typeof value;
}

// Whole catalogs (core and page sections) as plain objects.
const catalogs = LOCALES.map((locale) => [locale, { ...getMessages(locale) }] as const);
const czechCatalog = { ...getMessages('cs') };

describe('message catalogs', () => {
  it('serves the Czech catalog for cs', () => {
    expect(getMessages('cs').nav).toBe(cs.nav);
  });

  it.each(catalogs.filter(([locale]) => locale !== 'cs'))('%s has exactly the keys and list lengths of cs', (_locale, messages) => {
    expect(shape(messages)).toEqual(shape(czechCatalog));
  });

  it.each(catalogs)('%s has no empty texts', (_locale, messages) => {
    const emptyPaths = leaves(messages)
      .filter(([, value]) => typeof value === 'string' && value.trim() === '')
      .map(([path]) => path);
    expect(emptyPaths).toEqual([]);
  });

  it.each(catalogs)('%s templates fill in their value', (_locale, messages) => {
    const templates = leaves(messages).filter((entry): entry is [string, (value: never) => string] => typeof entry[1] === 'function');
    expect(templates.length).toBeGreaterThan(0);
    for (const [path, template] of templates) {
      const text = (template as (value: number) => string)(7);
      expect({ path, text: text.includes('7') && text.trim().length > 1 }).toEqual({ path, text: true });
    }
  });

  it.each(catalogs.filter(([locale]) => locale !== 'cs'))('%s is translated, not copied from Czech', (_locale, messages) => {
    const czech = new Map(leaves(czechCatalog));
    const texts = leaves(messages).filter(([, value]) => typeof value === 'string');
    const identical = texts.filter(([path, value]) => czech.get(path) === value);
    expect(identical.length / texts.length).toBeLessThan(0.1);
  });

  it('keeps the English not-found text for English and gives Czech and German their own', () => {
    expect(catalogs.map(([locale, messages]) => [locale, messages.notFound.message, messages.notFound.homeLink])).toEqual([
      ['cs', 'Jejda! Stránka nebyla nalezena', 'Zpět na úvodní stránku'],
      ['en', 'Oops! Page not found', 'Return to Home'],
      ['de', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite'],
    ]);
  });

  it('uses the English required-field text', () => {
    expect(getMessages('en').contact.validation.required).toBe('This field is required');
  });
});

describe('the Czech catalog holds the agreed texts verbatim', () => {
  const specTexts: [string, (messages: Messages) => string, string][] = [
    ['hero status', (m) => m.home.hero.systemOnline, 'Systém online'],
    ['module image placeholder', (m) => m.home.modules.imagePlaceholder, 'Ukázka rozhraní'],
    ['render failure loading', (m) => m.home.renderFailure.loading, 'Načítám stránku...'],
    ['render failure hint', (m) => m.home.renderFailure.hint, 'Pokud problém přetrvává, zkuste obnovit stránku.'],
    ['render failure button', (m) => m.home.renderFailure.reload, 'Obnovit stránku'],
    ['pricing recommended badge', (m) => m.pricing.recommended, 'Doporučeno'],
    ['pricing custom price', (m) => m.pricing.custom, 'Na míru'],
    ['pricing yearly saving', (m) => m.pricing.yearlySaving, 'Úspora 2 měsíce'],
    ['pricing footer card', (m) => m.pricing.footerCard.title, 'Nevejdete se do standardních tarifů?'],
    ['pricing Start', (m) => m.pricing.plans.start.name, 'Start'],
    ['pricing Business', (m) => m.pricing.plans.business.name, 'Business'],
    ['pricing Enterprise', (m) => m.pricing.plans.enterprise.name, 'Enterprise'],
    ['references closing call', (m) => m.references.cta.title, 'Chcete být další?'],
    ['contact map', (m) => m.contact.map.title, 'Mapa našeho sídla'],
    ['contact name label', (m) => m.contact.form.name, 'Jméno a příjmení *'],
    ['contact e-mail label', (m) => m.contact.form.email, 'E-mail *'],
    ['contact message label', (m) => m.contact.form.message, 'Zpráva *'],
    ['contact sending', (m) => m.contact.form.sending, 'Odesílám...'],
    ['contact required', (m) => m.contact.validation.required, 'Toto pole je povinné'],
    ['contact invalid e-mail', (m) => m.contact.validation.invalidEmail, 'Neplatný e-mail'],
    ['contact consent', (m) => m.contact.validation.consentRequired, 'Musíte souhlasit se zpracováním údajů'],
    ['contact success title', (m) => m.contact.outcome.successTitle, 'Zpráva odeslána!'],
    ['contact success text', (m) => m.contact.outcome.successMessage, 'Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.'],
    ['contact weekday hours', (m) => m.contact.hours.weekdays, 'Po–Pá 9:00–17:00'],
    ['blog featured', (m) => m.blogList.featured, 'Doporučujeme'],
    ['blog read more', (m) => m.blogList.readMore, 'Číst více'],
    ['blog read time', (m) => m.blog.readTime(5), '5 min čtení'],
    ['blog category 1', (m) => m.blog.categories[0] ?? '', 'Digitalizace'],
    ['blog category 2', (m) => m.blog.categories[1] ?? '', 'Implementace'],
    ['blog category 3', (m) => m.blog.categories[2] ?? '', 'Analýzy'],
    ['blog category 4', (m) => m.blog.categories[3] ?? '', 'Automatizace'],
    ['post draft badge', (m) => m.blogPost.draftBadge, 'Koncept - Nepublikováno'],
    ['post consultation', (m) => m.blogPost.consultation.contactButton, 'Nezávazná konzultace'],
    ['post services', (m) => m.blogPost.consultation.servicesButton, 'Naše služby'],
    ['post not found', (m) => m.blogPost.notFoundTitle, 'Článek nenalezen'],
    ['post load error title', (m) => m.blogPost.loadErrorTitle, 'Chyba při načítání'],
    ['post load error text', (m) => m.blogPost.loadErrorMessage, 'Nepodařilo se načíst článek'],
    ['maintenance headline', (m) => m.maintenance.title, 'Údržba webu'],
    ['maintenance default message', (m) => m.maintenance.defaultMessage, 'Web je momentálně v údržbě. Brzy se vrátíme.'],
    ['maintenance enter', (m) => m.maintenance.enter, 'Vstoupit'],
    ['maintenance empty password', (m) => m.maintenance.emptyPassword, 'Zadejte heslo'],
    ['maintenance wrong password', (m) => m.maintenance.wrongPassword, 'Nesprávné heslo'],
    ['too many attempts (maintenance password, forms)', (m) => m.common.tooManyAttempts, 'Příliš mnoho pokusů. Zkuste to později.'],
    ['newsletter unsubscribe button', (m) => m.newsletterPages.unsubscribe.button, 'Odhlásit odběr'],
    ['maintenance admin link', (m) => m.maintenance.adminLogin, 'Přihlásit se jako administrátora'],
  ];

  it.each(specTexts)('%s', (_name, pick, expected) => {
    expect(pick(getMessages('cs'))).toBe(expected);
  });

  it.each(LOCALES)("%s: the home page's stats do not contradict the hero (500+ firms are not 50+ clients; the hero's 80 %% is retyping time)", (locale) => {
    const { hero, stats } = getMessages(locale).home;
    const fifty = stats.items.find((item) => item.value === '50+');
    expect(fifty?.label).not.toMatch(/klient|client|Kunde/i);
    expect(hero.figures[1]?.label).toMatch(/přepis|retyp|Abtipp/);
  });

  it('states the marketing figures and claims', () => {
    const czechText = leaves(czechCatalog)
      .map(([, value]) => value)
      .filter((value): value is string => typeof value === 'string')
      .join('\n')
      .replaceAll('\u00a0', ' ');
    for (const claim of ['500+', '80 %', '10k+', '50+', '98 %', '5+', '60 %', '35 %', '99 %', '99,9 %', '2–4 týdny', 'bez DPH', 'GDPR']) {
      expect({ claim, present: czechText.includes(claim) }).toEqual({ claim, present: true });
    }
  });
});

describe('loadMessages', () => {
  it.each(LOCALES)('loads the same %s catalog that getMessages serves', async (locale) => {
    await expect(loadMessages(locale, MESSAGE_SECTIONS)).resolves.toBe(getMessages(locale));
  });
});
