import '@app/i18n/all-messages';
import { getMessages } from '@app/i18n';
import type { PublicBlogPostSummaryRow } from '@app/content';
import { FEED_SIZE, blogFeedLink, blogFeedPath, blogFeedXml, blogListPaths, contentFeedFiles, contentListPaths } from './index';

const SITE_URL = 'https://www.bizauto.example';

function post(overrides: Partial<PublicBlogPostSummaryRow>): PublicBlogPostSummaryRow {
  return {
    id: 'p',
    title_cs: 'Titulek',
    title_en: null,
    title_de: null,
    slug_cs: 'titulek',
    slug_en: null,
    slug_de: null,
    excerpt_cs: 'Perex',
    excerpt_en: null,
    excerpt_de: null,
    category_cs: 'Novinky',
    category_en: null,
    category_de: null,
    published: true,
    featured: false,
    read_time: 5,
    created_at: '2026-11-01T08:00:00Z',
    publish_at: null,
    updated_at: '2026-11-01T08:00:00Z',
    image_url: null,
    meta_description_cs: null,
    meta_description_en: null,
    meta_description_de: null,
    ...overrides,
  };
}

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;

test('each language has its feed under its blog', () => {
  expect([blogFeedPath('cs'), blogFeedPath('en'), blogFeedPath('de')]).toEqual(['/blog/feed.xml', '/en/blog/feed.xml', '/de/blog/feed.xml']);
  expect(blogFeedLink('de')).toEqual({ href: '/de/blog/feed.xml', title: `RSS – ${getMessages('de').meta.blog.title}` });
});

test('an RSS 2.0 channel in the language, newest publication first, with absolute links, dates and escaped text', () => {
  const posts = [
    post({ id: 'a', title_cs: 'Starší', slug_cs: 'starsi', created_at: '2026-10-01T08:00:00Z' }),
    post({
      id: 'b',
      title_cs: 'Plánovaný',
      title_en: 'Scheduled <b>&</b> "quoted"',
      slug_cs: 'planovany',
      slug_en: 'scheduled',
      created_at: '2026-09-01T08:00:00Z',
      publish_at: '2026-11-20T09:30:00Z',
      meta_description_en: 'Meta description',
      category_en: 'News',
    }),
  ];
  const doc = parseXml(blogFeedXml(posts, 'en', SITE_URL, new Date('2026-11-25T10:00:00Z')));
  expect(doc.documentElement.tagName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const channel = doc.getElementsByTagName('channel')[0]!;
  expect(text(channel, 'title')).toBe(getMessages('en').meta.blog.title);
  expect(text(channel, 'link')).toBe(`${SITE_URL}/en/blog`);
  expect(text(channel, 'language')).toBe('en');
  expect(text(channel, 'lastBuildDate')).toBe('Wed, 25 Nov 2026 10:00:00 GMT');
  expect(channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(`${SITE_URL}/en/blog/feed.xml`);

  const items = [...doc.getElementsByTagName('item')];
  expect(items.map((item) => text(item, 'title'))).toEqual(['Scheduled <b>&</b> "quoted"', 'Starší']);
  expect(text(items[0]!, 'link')).toBe(`${SITE_URL}/en/blog/scheduled`);
  expect(text(items[0]!, 'guid')).toBe(`${SITE_URL}/en/blog/scheduled`);
  expect(items[0]!.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
  expect(text(items[0]!, 'pubDate')).toBe('Fri, 20 Nov 2026 09:30:00 GMT');
  expect(text(items[0]!, 'description')).toBe('Meta description');
  expect(text(items[0]!, 'category')).toBe('News');
  // No translation: the Czech texts and slug, on the English URL.
  expect(text(items[1]!, 'link')).toBe(`${SITE_URL}/en/blog/starsi`);
  expect(text(items[1]!, 'description')).toBe('Perex');
});

test(`carries the ${FEED_SIZE} latest posts`, () => {
  const posts = Array.from({ length: FEED_SIZE + 5 }, (_, index) =>
    post({ id: `p${index}`, slug_cs: `post-${index}`, title_cs: `Post ${index}`, created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }),
  );
  const items = [...parseXml(blogFeedXml(posts, 'cs', SITE_URL)).getElementsByTagName('item')];
  expect(items).toHaveLength(FEED_SIZE);
  expect(text(items[0]!, 'title')).toBe(`Post ${FEED_SIZE + 4}`);
});

test("an unchanged blog makes an unchanged feed: its date is the posts' newest change, an edit or a later going live", () => {
  const lastBuildDate = (posts: PublicBlogPostSummaryRow[]) => {
    const channel = parseXml(blogFeedXml(posts, 'cs', SITE_URL)).getElementsByTagName('channel')[0]!;
    return text(channel, 'lastBuildDate');
  };
  const edited = post({ id: 'a', updated_at: '2026-11-10T08:00:00Z' });
  const goesLiveLater = post({ id: 'b', created_at: '2026-11-02T08:00:00Z', publish_at: '2026-11-12T09:00:00Z', updated_at: '2026-11-02T08:00:00Z' });
  expect(lastBuildDate([edited])).toBe('Tue, 10 Nov 2026 08:00:00 GMT');
  expect(lastBuildDate([edited, goesLiveLater])).toBe('Thu, 12 Nov 2026 09:00:00 GMT');
  expect(lastBuildDate([edited, goesLiveLater])).toBe(lastBuildDate([goesLiveLater, edited]));
});

test("the publisher's files and list pages of the site's content: the blog's feed in each language, its further list pages", () => {
  const posts = Array.from({ length: 13 }, (_, index) => post({ id: `p${index}`, slug_cs: `post-${index}`, category_cs: 'Analýzy' }));
  const feeds = contentFeedFiles({ blogPosts: posts }, SITE_URL);
  expect(feeds.map(([file]) => file)).toEqual(['blog/feed.xml', 'en/blog/feed.xml', 'de/blog/feed.xml']);
  expect(feeds[1]![1]).toBe(blogFeedXml(posts, 'en', SITE_URL));
  expect(contentListPaths({ blogPosts: posts })).toEqual(blogListPaths(posts));
  // Without the posts (their read failed), the feeds are empty and only the categories' first pages are made.
  expect(contentFeedFiles({}, SITE_URL)[0]![1]).toBe(blogFeedXml([], 'cs', SITE_URL));
  expect(contentListPaths({})).toEqual(blogListPaths([]));
  expect(contentListPaths({})).toHaveLength(4 * 3);
});
