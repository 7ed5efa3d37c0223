import { render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { fetchPublicContactInfoWithoutClient, type PublicContactInfo } from '@app/content';
import type { Locale } from '@app/i18n';
import { setRuntimeConfig } from '@app/supabase';
import { SiteFooter } from './site-footer';
import { ContactDetails } from '../pages/contact/contact-details';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { TermsPage } from '../pages/terms/terms-page';
import { LocaleProvider } from '../components/locale/locale-context';
import { RenderContext } from '../components/render-context/render-context';
import { forgetContactInfo } from '../components/use-contact-info';

jest.mock('@app/content', () => ({ ...jest.requireActual<object>('@app/content'), fetchPublicContactInfoWithoutClient: jest.fn() }));
const readContactInfo = jest.mocked(fetchPublicContactInfoWithoutClient);

const SAVED: PublicContactInfo = {
  company: 'BizAuto s.r.o.',
  address: 'Na Poříčí 1047/26, 110 00 Praha 1',
  phone: '+420 222 333 444',
  email: 'info@example.com',
  companyId: '08412537',
  vatId: 'CZ08412537',
  registeredAddress: 'Karlovo náměstí 290/16, 120 00 Praha 2',
  privacyEmail: 'gdpr@example.com',
  courtRegistration: 'C 312457 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 312457 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 312457, geführt beim Stadtgericht Prag',
};

const REGISTRATION: Record<Locale, string> = {
  cs: 'C 312457 vedená u Městského soudu v Praze',
  en: 'C 312457 kept by the Municipal Court in Prague',
  de: 'C 312457, geführt beim Stadtgericht Prag',
};

/** A bracketed placeholder such as "[IČO]": brackets around a word. */
const BRACKETED_PLACEHOLDER = /\[[^\]]*\p{L}[^\]]*\]/u;

/** A prerendered page in `locale` rendered with `info` at build time; the fresh read answers `fresh` (never, by default). */
function renderPage(locale: Locale, element: React.ReactElement, info: PublicContactInfo | undefined, fresh?: Promise<PublicContactInfo>) {
  readContactInfo.mockReturnValue(fresh ?? new Promise(() => {}));
  return render(
    <RenderContext value={{ initialData: info ? { 'contact info': info } : {}, prerendered: true, siteUrl: '' }}>
      <MemoryRouter>
        <LocaleProvider locale={locale}>{element}</LocaleProvider>
      </MemoryRouter>
    </RenderContext>,
  );
}

beforeAll(() => {
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon', adminRemoteUrl: 'http://127.0.0.1:9/mf-manifest.json' });
});

afterEach(() => {
  forgetContactInfo();
  readContactInfo.mockReset();
  jest.restoreAllMocks();
});

const companyList = () => within(screen.getByRole('list', { name: /Údaje o společnosti|Company details|Angaben zum Unternehmen/ }));

test('the footer lists the company, registered office, IČO, DIČ and register entry from the settings', () => {
  renderPage('cs', <SiteFooter />, SAVED);
  expect(companyList().getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'BizAuto s.r.o.',
    'Sídlo: Karlovo náměstí 290/16, 120 00 Praha 2',
    'IČO: 08412537',
    'DIČ: CZ08412537',
    'Spisová značka: C 312457 vedená u Městského soudu v Praze',
  ]);
});

test.each([
  ['en', ['Company ID (IČO): 08412537', 'VAT ID (DIČ): CZ08412537']],
  ['de', ['Firmennummer (IČO): 08412537', 'USt-IdNr. (DIČ): CZ08412537']],
] as const)('the %s footer labels the details in its language', (locale, expected) => {
  renderPage(locale, <SiteFooter />, SAVED);
  const items = companyList().getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(expect.arrayContaining([...expected]));
});

test.each([
  ['en', 'Commercial Register file no.: C 312457 kept by the Municipal Court in Prague'],
  ['de', 'Handelsregister, Aktenzeichen: C 312457, geführt beim Stadtgericht Prag'],
] as const)('the %s footer and contact panel show the register entry in their language, no Czech', (locale, expected) => {
  renderPage(
    locale,
    <>
      <ContactDetails />
      <SiteFooter />
    </>,
    SAVED,
  );
  expect(companyList().getByText(expected)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Contact details|Kontaktdaten/ })).toHaveTextContent(expected);
  expect(document.body.textContent).not.toContain('vedená');
});

test("a language without its own register entry shows the Czech one (a legal detail: better than none)", () => {
  renderPage('de', <SiteFooter />, { ...SAVED, courtRegistrationDe: undefined });
  expect(companyList().getByText('Handelsregister, Aktenzeichen: C 312457 vedená u Městského soudu v Praze')).toBeInTheDocument();
});

test('the footer links the profiles set in the settings, in their order, and no network without one', () => {
  renderPage('en', <SiteFooter />, { ...SAVED, linkedinUrl: 'https://www.linkedin.com/company/bizauto-example', youtubeUrl: 'https://www.youtube.com/@bizauto' });
  const footer = screen.getByRole('contentinfo');
  const links = within(footer)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('target') === '_blank');
  expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
    ['LinkedIn', 'https://www.linkedin.com/company/bizauto-example', 'noopener noreferrer'],
    ['YouTube', 'https://www.youtube.com/@bizauto', 'noopener noreferrer'],
  ]);
  expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
});

test('without profiles the footer has no social heading and no generic network links', () => {
  renderPage('cs', <SiteFooter />, SAVED);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).queryByRole('heading', { name: 'Sledujte nás' })).toBeNull();
  expect(footer.innerHTML).not.toMatch(/linkedin|facebook|x\.com|youtube/);
});

test('the contact page links the map from the settings; without a map link there is no map box', () => {
  const { unmount } = renderPage('de', <ContactDetails />, { ...SAVED, mapUrl: 'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105' });
  const map = screen.getByRole('region', { name: 'Karte unseres Firmensitzes' });
  expect(within(map).getByRole('link')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105');
  expect(map).toHaveTextContent('Karlovo náměstí 290/16, 120 00 Praha 2');
  expect(map).toHaveTextContent('Auf der Karte anzeigen');
  unmount();
  renderPage('cs', <ContactDetails />, SAVED);
  expect(screen.queryByRole('region', { name: 'Mapa našeho sídla' })).toBeNull();
});

test('unset details are left out of the footer: no label without a value, no placeholder', () => {
  renderPage('cs', <SiteFooter />, { companyId: '08412537' });
  expect(companyList().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['BizAuto s.r.o.', 'IČO: 08412537']);
  expect(screen.getByRole('contentinfo').textContent).not.toMatch(BRACKETED_PLACEHOLDER);
  expect(screen.getByRole('contentinfo').textContent).not.toContain('DIČ');
});

test('the contact panel shows IČO, DIČ, the register entry, a different registered office and privacy e-mail', () => {
  renderPage('cs', <ContactDetails />, SAVED);
  expect(screen.getByText('IČO: 08412537 · DIČ: CZ08412537')).toBeInTheDocument();
  expect(screen.getByText('Spisová značka: C 312457 vedená u Městského soudu v Praze')).toBeInTheDocument();
  expect(screen.getByText('Sídlo').closest('div')).toHaveTextContent('Karlovo náměstí 290/16, 120 00 Praha 2');
  expect(screen.getByRole('link', { name: 'gdpr@example.com' })).toHaveAttribute('href', 'mailto:gdpr@example.com');
  expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
});

test('the contact panel does not repeat the registered office or privacy e-mail when they equal the contact ones', () => {
  renderPage('en', <ContactDetails />, { ...SAVED, registeredAddress: SAVED.address, privacyEmail: SAVED.email });
  expect(screen.queryByText('Registered office')).toBeNull();
  expect(screen.queryByText('Data protection')).toBeNull();
  expect(screen.getByText('Company ID (IČO): 08412537 · VAT ID (DIČ): CZ08412537')).toBeInTheDocument();
});

test('without settings the contact panel shows the company name and no empty rows or placeholders', () => {
  renderPage('de', <ContactDetails />, undefined);
  const panel = screen.getByRole('region', { name: 'Kontaktdaten' });
  expect(panel.textContent).toContain('BizAuto s.r.o.');
  expect(panel.textContent).not.toMatch(BRACKETED_PLACEHOLDER);
  expect(within(panel).queryByText('Adresse')).toBeNull();
  expect(within(panel).queryByText('Telefon')).toBeNull();
  expect(within(panel).queryByText(/IČO/)).toBeNull();
});

test.each(['cs', 'en', 'de'] as const)('the %s privacy policy prints the details and links the privacy e-mail', (locale) => {
  renderPage(locale, <PrivacyPage />, SAVED);
  const article = screen.getByRole('article');
  for (const value of ['08412537', 'CZ08412537', 'Karlovo náměstí 290/16, 120 00 Praha 2', REGISTRATION[locale]]) {
    expect(article.textContent).toContain(value);
  }
  if (locale !== 'cs') expect(article.textContent).not.toContain('vedená');
  const links = within(article).getAllByRole('link', { name: 'gdpr@example.com' });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', 'mailto:gdpr@example.com');
  expect(article.textContent).not.toMatch(BRACKETED_PLACEHOLDER);
});

test.each([
  ['cs', 'Vyhledávání na webu:', ['text dotazu, jeho jazyk a počet výsledků na 90 dní', 'Neukládáme IP adresu, cookie', 'nejvýše hodinu', 'jednosměrný otisk']],
  ['en', 'Site search:', ['the text of your search, its language and the number of results for 90 days', 'We store no IP address, no cookie', 'at most one hour', 'one-way hash']],
  ['de', 'Suche auf der Website:', ['den Suchtext, seine Sprache und die Anzahl der Treffer für 90 Tage', 'keine IP-Adresse, kein Cookie', 'höchstens eine Stunde', 'Einweg-Hash']],
] as const)('the %s privacy policy says what the site search keeps and for how long', (locale, opening, phrases) => {
  renderPage(locale, <PrivacyPage />, SAVED);
  const paragraph = within(screen.getByRole('article')).getByText((_content, element) => element?.tagName === 'P' && element.textContent!.startsWith(opening));
  for (const phrase of phrases) expect(paragraph.textContent).toContain(phrase);
});

test('without a privacy e-mail the policy names the contact e-mail; without any, it only offers writing to the office', () => {
  const { unmount } = renderPage('cs', <PrivacyPage />, { ...SAVED, privacyEmail: undefined });
  expect(within(screen.getByRole('article')).getAllByRole('link', { name: 'info@example.com' })).toHaveLength(2);
  unmount();
  renderPage('cs', <PrivacyPage />, { ...SAVED, privacyEmail: undefined, email: undefined });
  const article = screen.getByRole('article');
  expect(within(article).queryByRole('link', { name: /@/ })).toBeNull();
  expect(article.textContent).toContain('Ve věcech ochrany osobních údajů nás můžete kontaktovat písemně na adrese sídla.');
  expect(article.textContent).toContain('Svá práva uplatníte písemně na adrese sídla.');
});

test.each(['cs', 'en', 'de'] as const)('the %s terms without any settings read whole, with no placeholder', (locale) => {
  renderPage(locale, <TermsPage />, undefined);
  const article = screen.getByRole('article');
  expect(article.textContent).toContain('BizAuto s.r.o.');
  expect(article.textContent).not.toMatch(BRACKETED_PLACEHOLDER);
  expect(article.textContent).not.toMatch(/[{}]|undefined/);
  expect(within(article).queryByRole('link', { name: /@/ })).toBeNull();
});

test('the contact panel reads the details fresh; the footer keeps what the page was prerendered with', async () => {
  const fresh = Promise.resolve({ ...SAVED, companyId: '24681351' });
  renderPage(
    'cs',
    <>
      <ContactDetails />
      <SiteFooter />
    </>,
    SAVED,
    fresh,
  );
  expect(screen.getByText('IČO: 08412537 · DIČ: CZ08412537')).toBeInTheDocument();
  expect(await screen.findByText('IČO: 24681351 · DIČ: CZ08412537')).toBeInTheDocument();
  expect(companyList().getByText('IČO: 08412537')).toBeInTheDocument();
});

test('one read serves every part of the page that shows the details', async () => {
  renderPage(
    'en',
    <>
      <ContactDetails />
      <PrivacyPage />
    </>,
    SAVED,
    Promise.resolve({ ...SAVED, privacyEmail: 'privacy@example.com' }),
  );
  expect(await within(screen.getByRole('article')).findAllByRole('link', { name: 'privacy@example.com' })).toHaveLength(2);
  expect(screen.getByRole('region', { name: 'Contact details' })).toHaveTextContent('privacy@example.com');
  expect(readContactInfo).toHaveBeenCalledTimes(1);
});

test('a failed read keeps the details the page was rendered with', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage('de', <TermsPage />, SAVED, Promise.reject(new Error('offline')));
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('Loading contact info failed:', expect.any(Error)));
  expect(screen.getByRole('article')).toHaveTextContent('Firmennummer (IČO): 08412537');
});
