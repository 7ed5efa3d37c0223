import { act, fireEvent, render, screen, within } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { getMessages } from '@app/i18n';
import { LocaleProvider } from '../components/locale/locale-context';
import { RenderContext } from '../components/render-context/render-context';
import { LanguageMenu } from './language-menu';
import { alternatesDataKey, setPageAlternates } from '../hooks/page-alternates';

const { nav } = getMessages('de');
const POST = '/de/blog/unser-artikel';
const ALTERNATES = { cs: '/blog/nas-clanek', en: '/en/blog/our-article', de: POST };

function languageLinks(path: string, initialData: Record<string, unknown> = {}): [string | null, string | null][] {
  render(
    <RenderContext value={{ initialData, prerendered: true, siteUrl: '' }}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider locale="de">
          <LanguageMenu />
        </LocaleProvider>
      </MemoryRouter>
    </RenderContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: `${nav.chooseLanguage}: Deutsch` }));
  return within(screen.getByRole('list', { name: nav.language }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

afterEach(() => {
  setPageAlternates('', undefined);
});

test("a post whose versions are not known yet leads to the other languages' blog lists, never to its slug there", () => {
  expect(languageLinks(POST)).toEqual([
    ['Čeština', '/blog'],
    ['English', '/en/blog'],
    ['Deutsch', POST],
  ]);
});

test("a prerendered post's menu takes the versions the page carries (server and hydration agree), with or without a trailing slash", () => {
  expect(alternatesDataKey(`${POST}/`)).toBe(alternatesDataKey(POST));
  expect(languageLinks(POST, { [alternatesDataKey(POST)]: ALTERNATES })).toEqual([
    ['Čeština', ALTERNATES.cs],
    ['English', ALTERNATES.en],
    ['Deutsch', POST],
  ]);
});

test('after client-side navigation the menu follows the versions the page declares, for that page only', () => {
  const links = () =>
    within(screen.getByRole('list', { name: nav.language }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  expect(languageLinks(POST)[1]?.[1]).toBe('/en/blog');
  act(() => setPageAlternates(POST, ALTERNATES));
  expect(links()).toEqual([ALTERNATES.cs, ALTERNATES.en, POST]);
  act(() => setPageAlternates('/de/blog/ein-anderer', { cs: '/blog/jiny', en: '/en/blog/another', de: '/de/blog/ein-anderer' }));
  expect(links()).toEqual(['/blog', '/en/blog', POST]);
});

test('other pages keep the route table', () => {
  expect(languageLinks('/de/preise').map(([, href]) => href)).toEqual(['/cenik', '/en/pricing', '/de/preise']);
});
