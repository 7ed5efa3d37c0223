import {
  brokenInternalLinks,
  coverAltIssue,
  htmlElements,
  imagesWithoutAlt,
  internalLinkTarget,
  metaDescriptionIssue,
  unprocessedImages,
  pageTitleIssue,
  prepublishChecks,
  prepublishLookups,
  prepublishSummary,
  translationGaps,
  translationIssue,
  type PrepublishContext,
  type PrepublishMedia,
  type PrepublishPost,
} from './prepublish-checks';
import { missingTranslationsMessage, missingTranslationsRefusalOf } from './missing-translations';

const MEDIA_URL = 'http://127.0.0.1:54321/storage/v1/object/public/media';

const EMPTY_POST: PrepublishPost = {
  title_cs: 'Účetnictví bez papíru',
  slug_cs: 'ucetnictvi-bez-papiru',
  excerpt_cs: 'Jak malá firma přejde na elektronické účetnictví a co tím ušetří za rok.',
  content_cs: '<p>Text článku.</p>',
  meta_title_cs: null,
  meta_description_cs: null,
  title_en: null,
  slug_en: null,
  excerpt_en: null,
  content_en: null,
  meta_title_en: null,
  meta_description_en: null,
  title_de: null,
  slug_de: null,
  excerpt_de: null,
  content_de: null,
  meta_title_de: null,
  meta_description_de: null,
  image_url: null,
  cover_media_id: null,
  fallback_languages: [],
};

const TRANSLATED: PrepublishPost = {
  ...EMPTY_POST,
  title_en: 'Paperless accounting',
  slug_en: 'paperless-accounting',
  excerpt_en: 'How a small company moves to electronic accounting and what it saves in a year.',
  content_en: '<p>The text.</p>',
  title_de: 'Buchhaltung ohne Papier',
  slug_de: 'buchhaltung-ohne-papier',
  excerpt_de: 'Wie ein kleines Unternehmen auf elektronische Buchhaltung umsteigt und was es spart.',
  content_de: '<p>Der Text.</p>',
};

const photo: PrepublishMedia = {
  id: 'm1',
  path: '2026/11/abc-kancelar.jpg',
  file_name: 'kancelar.jpg',
  size_bytes: 2.4 * 1024 * 1024,
  width: 800,
  variants_status: 'failed',
  variants_error: 'Obrázek je poškozený; stránky ukazují původní soubor.',
  alt_cs: 'Kancelář',
  alt_en: null,
  alt_de: 'Büro',
};

const CONTEXT: PrepublishContext = {
  media: [],
  posts: [{ slug_cs: 'dane-2026', slug_en: 'taxes-2026', slug_de: null }],
  redirects: [{ locale: 'cs', old_slug: 'stare-dane' }],
  pageAnchors: { modules: ['module-fakturace'] },
  siteOrigins: ['https://www.bizauto.cz'],
  requireCompleteTranslations: false,
};

describe('reading the rich text', () => {
  it('finds the attributes of each element, quoted or not, with entities decoded', () => {
    expect(htmlElements('<p><img src="/a.png" alt="Graf &amp; tabulka"><img src=\'/b.png\' alt><IMG SRC=/c.png /></p><imgx src="x">', 'img')).toEqual([
      { src: '/a.png', alt: 'Graf & tabulka' },
      { src: '/b.png', alt: '' },
      { src: '/c.png' },
    ]);
    expect(htmlElements(null, 'a')).toEqual([]);
  });
});

describe('missing English or German version', () => {
  it('names the fields a language lacks, by the database rule (rich text only with text in it)', () => {
    expect(translationGaps(TRANSLATED, 'en')).toEqual([]);
    expect(translationGaps({ ...TRANSLATED, excerpt_en: ' ', content_en: '<p></p>' }, 'en')).toEqual(['perex', 'obsah']);
    expect(translationGaps(EMPTY_POST, 'de')).toEqual(['název', 'URL slug', 'perex', 'obsah']);
  });

  it('is a warning, blocking while complete translations are required, and no issue once the language falls back to Czech', () => {
    expect(translationIssue(EMPTY_POST, 'en', false)).toEqual({ rule: 'translation', severity: 'warning', message: 'Chybí anglická verze; návštěvníci uvidí českou.' });
    expect(translationIssue({ ...TRANSLATED, content_de: null }, 'de', true)).toEqual({
      rule: 'translation',
      severity: 'blocking',
      message: 'Neúplná německá verze (chybí obsah); návštěvníci uvidí místo chybějícího český text.',
    });
    expect(translationIssue({ ...EMPTY_POST, fallback_languages: ['en'] }, 'en', true)).toBeNull();
    expect(translationIssue(TRANSLATED, 'en', true)).toBeNull();
  });
});

describe('images without alternative text', () => {
  it('lists the images of the text whose alt is missing or blank', () => {
    expect(imagesWithoutAlt('<img src="/a.png" alt="Graf"><img src="/b.png" alt="  "><img src="/c.png">')).toEqual(['/b.png', '/c.png']);
  });

  it('reports a cover typed as a URL once, under Czech; a library cover by the language of its alt text', () => {
    const typed = { ...EMPTY_POST, image_url: '/images/cover.png' };
    expect(coverAltIssue(typed, [], 'cs')?.message).toBe('Obrázek článku nemá alternativní text v žádném jazyce: vyberte ho z knihovny médií, kde se popisuje.');
    expect(coverAltIssue(typed, [], 'en')).toBeNull();
    const chosen = { ...TRANSLATED, image_url: `${MEDIA_URL}/${photo.path}`, cover_media_id: photo.id };
    expect(coverAltIssue(chosen, [photo], 'cs')).toBeNull();
    expect(coverAltIssue(chosen, [photo], 'de')).toBeNull();
    expect(coverAltIssue(chosen, [photo], 'en')?.message).toBe(
      'Obrázek článku „kancelar.jpg“ nemá alternativní text v angličtině (použije se český); doplňte ho v knihovně médií.',
    );
    expect(coverAltIssue(EMPTY_POST, [], 'cs')).toBeNull();
    // Without its own title the English page is the Czech one, Czech alt text included.
    expect(coverAltIssue({ ...chosen, title_en: null }, [photo], 'en')).toBeNull();
  });
});

describe('page title over 60 characters', () => {
  it('checks the meta title, else the title, of the language', () => {
    expect(pageTitleIssue(EMPTY_POST, 'cs')).toBeNull();
    expect(pageTitleIssue({ ...EMPTY_POST, title_cs: 'Č'.repeat(61) }, 'cs')?.message).toBe(
      'Název (bez meta titulku je titulkem stránky) má 61 znaků, doporučeno nejvýše 60.',
    );
    expect(pageTitleIssue({ ...EMPTY_POST, title_cs: 'Č'.repeat(61), meta_title_cs: 'Krátký titulek' }, 'cs')).toBeNull();
    expect(pageTitleIssue({ ...TRANSLATED, meta_title_en: 'x'.repeat(72) }, 'en')?.message).toBe('Meta titulek má 72 znaků, doporučeno nejvýše 60.');
    expect(pageTitleIssue({ ...TRANSLATED, title_cs: 'Č'.repeat(80) }, 'de')).toBeNull();
  });
});

describe('meta description outside 50–160 characters', () => {
  it('checks the meta description, else the excerpt', () => {
    expect(metaDescriptionIssue(EMPTY_POST, 'cs')).toBeNull();
    expect(metaDescriptionIssue({ ...EMPTY_POST, meta_description_cs: 'Krátký popis' }, 'cs')?.message).toBe('Meta popis má 12 znaků, doporučeno 50–160.');
    expect(metaDescriptionIssue({ ...EMPTY_POST, excerpt_cs: 'x'.repeat(161) }, 'cs')?.message).toBe(
      'Perex (bez meta popisu je popisem stránky) má 161 znaků, doporučeno 50–160.',
    );
    expect(metaDescriptionIssue({ ...EMPTY_POST, excerpt_cs: null }, 'cs')?.message).toBe('Chybí meta popis i perex; doporučeno 50–160 znaků.');
  });

  it('leaves a translation without its own description or excerpt to the Czech check', () => {
    expect(metaDescriptionIssue({ ...EMPTY_POST, title_en: 'Title' }, 'en')).toBeNull();
    expect(metaDescriptionIssue({ ...TRANSLATED, meta_description_en: 'x'.repeat(300) }, 'en')?.message).toBe('Meta popis má 300 znaků, doporučeno 50–160.');
  });
});

describe('internal links that lead to no page', () => {
  it("takes relative links, root paths and the site's own origins; not other sites, e-mail, phone or anchors", () => {
    const origins = ['https://www.bizauto.cz/'];
    expect(internalLinkTarget('/sluzby', '/blog/a', origins)).toEqual({ path: '/sluzby', hash: '' });
    expect(internalLinkTarget('https://www.bizauto.cz/moduly#module-crm', '/blog/a', origins)).toEqual({ path: '/moduly', hash: 'module-crm' });
    expect(internalLinkTarget('jiny-clanek', '/en/blog/a', origins)).toEqual({ path: '/en/blog/jiny-clanek', hash: '' });
    expect(internalLinkTarget('https://example.com/sluzby', '/blog/a', origins)).toBeNull();
    expect(internalLinkTarget('mailto:info@bizauto.cz', '/blog/a', origins)).toBeNull();
    expect(internalLinkTarget('tel:+420777000111', '/blog/a', origins)).toBeNull();
    expect(internalLinkTarget('#uvod', '/blog/a', origins)).toBeNull();
  });

  it('knows the route table, published posts by their slugs and former slugs, the modules page sections and files', () => {
    const html = [
      '<a href="/sluzby">ok</a>',
      '<a href="/en/services">ok</a>',
      '<a href="/sluzbyy">bad</a>',
      '<a href="/en/sluzby">bad</a>',
      '<a href="/blog/dane-2026">ok</a>',
      '<a href="/en/blog/taxes-2026">ok</a>',
      '<a href="/en/blog/dane-2026">ok: the Czech slug opens in every language</a>',
      '<a href="/de/blog/taxes-2026">bad: the English slug is not the German page</a>',
      '<a href="/blog/stare-dane">ok: redirected</a>',
      '<a href="/blog/neexistuje">bad</a>',
      '<a href="/blog/ucetnictvi-bez-papiru">ok: the post itself</a>',
      '<a href="/moduly#module-fakturace">ok</a>',
      '<a href="/moduly#module-neni">bad</a>',
      '<a href="/sluzby#cokoli">ok: no type sets the anchors of that page</a>',
      '<a href="/storage/v1/object/public/media/cenik.pdf">ok: a file</a>',
      '<a href="https://www.bizauto.cz/admin">bad: not a public page</a>',
    ].join('');
    expect(brokenInternalLinks(html, '/blog/ucetnictvi-bez-papiru', CONTEXT, EMPTY_POST)).toEqual([
      '/sluzbyy',
      '/en/sluzby',
      '/de/blog/taxes-2026',
      '/blog/neexistuje',
      '/moduly#module-neni',
      'https://www.bizauto.cz/admin',
    ]);
  });
});

describe('images without resized copies', () => {
  it('finds library images by their URL whose variants failed; a large image with its variants made is fine', () => {
    const large = { ...photo, id: 'm2', path: '2026/11/velky.jpg', file_name: 'velky.jpg', width: 4000, variants_status: 'ready', variants_error: null };
    const sources = [`${MEDIA_URL}/${photo.path}`, `${MEDIA_URL}/${large.path}`, 'https://example.com/huge.jpg', `${MEDIA_URL}/${photo.path}?v=2`];
    expect(unprocessedImages(sources, [photo, large])).toEqual([photo]);
  });
});

describe('the cover\'s width', () => {
  const withCover = (): PrepublishPost => ({ ...EMPTY_POST, title_cs: 'Krátký název', image_url: `${MEDIA_URL}/${photo.path}`, cover_media_id: photo.id });
  const sizeNotes = (width: number) =>
    prepublishChecks(withCover(), { ...CONTEXT, media: [{ ...photo, width, variants_status: 'ready', variants_error: null }] })
      .cs.issues.filter((issue) => issue.rule.startsWith('image-'))
      .map((issue) => issue.message);

  it('a cover under 1 200 px wide is noted however little it weighs; a wide one, however heavy, is not', () => {
    expect(sizeNotes(800)).toEqual(['Titulní obrázek „kancelar.jpg“ je široký jen 800 px, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň 1\u00a0200 px.']);
    expect(sizeNotes(4000)).toEqual([]);
  });
});

describe('the report per language', () => {
  const post: PrepublishPost = {
    ...EMPTY_POST,
    title_cs: 'Velmi dlouhý název článku, který se do výsledků vyhledávání celý nevejde',
    content_cs: `<p><img src="${MEDIA_URL}/${photo.path}"><a href="/neexistuje">odkaz</a></p>`,
    image_url: `${MEDIA_URL}/${photo.path}`,
    cover_media_id: photo.id,
    title_en: 'Paperless',
    fallback_languages: ['de'],
  };

  it('lists each rule under its language; a language falling back to Czech is only marked so', () => {
    const report = prepublishChecks(post, { ...CONTEXT, media: [photo] });
    expect(report.cs.issues.map((issue) => [issue.rule, issue.message])).toEqual([
      ['image-alt', 'Obrázek „kancelar.jpg“ v obsahu nemá alternativní text.'],
      ['meta-title', 'Název (bez meta titulku je titulkem stránky) má 72 znaků, doporučeno nejvýše 60.'],
      ['internal-link', 'Odkaz „/neexistuje“ nevede na žádnou stránku webu.'],
      ['image-size', 'Titulní obrázek „kancelar.jpg“ je široký jen 800 px, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň 1\u00a0200 px.'],
      ['image-variants', 'Obrázek „kancelar.jpg“ nemá zmenšené verze pro mobily, stránka načte celý soubor (2,4 MB): Obrázek je poškozený; stránky ukazují původní soubor.'],
    ]);
    expect(report.en.issues.map((issue) => issue.rule)).toEqual(['translation', 'image-alt']);
    expect(report.en).toMatchObject({ translationIncomplete: true, fallsBack: false });
    expect(report.de).toEqual({ language: 'de', issues: [], translationIncomplete: true, fallsBack: true });
    expect(prepublishSummary(report)).toEqual({ count: 7, blocking: false });
    expect(prepublishSummary(prepublishChecks(post, { ...CONTEXT, media: [photo], requireCompleteTranslations: true }))).toEqual({ count: 7, blocking: true });
  });

  it('says what to read for the checks: the library images, the posts the links name and the pages they name an anchor of', () => {
    const linking = {
      ...post,
      content_en: '<p><a href="/en/blog/taxes-2026">a</a><a href="https://www.bizauto.cz/en/modules#module-crm">b</a><img src="/images/x.png"></p>',
    };
    expect(prepublishLookups(linking, CONTEXT.siteOrigins)).toEqual({
      mediaPaths: [photo.path],
      coverMediaId: photo.id,
      postSlugs: ['taxes-2026'],
      anchoredPages: ['modules'],
    });
    // Every page linked with an anchor, whichever type sets it; a link without one looks up nothing.
    const anchored = { ...post, content_cs: '<p><a href="/sluzby#ocr">a</a><a href="/moduly#module-crm">b</a><a href="/cenik">c</a></p>' };
    expect(prepublishLookups(anchored, CONTEXT.siteOrigins).anchoredPages).toEqual(['modules', 'services']);
  });
});

describe("the database's refusal", () => {
  it('reads the missing languages from PT422 and explains it in Czech; other errors are not it', () => {
    const refusal = { code: 'PT422', message: 'Complete translations are required', details: '{"missing_translations": ["en", "de"]}', hint: null };
    expect(missingTranslationsRefusalOf(refusal)).toEqual(['en', 'de']);
    expect(missingTranslationsRefusalOf({ code: 'PT409', details: '{}' })).toBeNull();
    expect(missingTranslationsRefusalOf({ code: 'PT422', details: 'not json' })).toBeNull();
    expect(missingTranslationsRefusalOf(new Error('offline'))).toBeNull();
    expect(missingTranslationsMessage(['en'])).toBe(
      'Článek nelze zveřejnit: v Nastavení je zapnuté „Vyžadovat úplné překlady“ a chybí anglická verze. Doplňte překlad (název, URL slug, perex a obsah), nebo u jazyka zaškrtněte „Zveřejnit s českou verzí jako náhradou“. Nic se neuložilo.',
    );
    expect(missingTranslationsMessage(['en', 'de'])).toContain('a chybí anglická a\u00a0německá verze.');
  });
});
