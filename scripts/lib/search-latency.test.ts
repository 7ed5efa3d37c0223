import { percentile } from './latency';
import {
  bytesPerQuery,
  formatSiteSearch,
  summarizeSearchSamples,
  unexpectedResults,
  type SearchBenchQuery,
  type SearchSample,
  type SiteSearchBench,
} from './search-latency';

const sample = (language: SearchSample['language'], query: string, ms: number, results = 3): SearchSample => ({
  language,
  query,
  ms,
  results,
  requestBytes: 50 + query.length,
  responseBytes: results * 400 + 2,
  responseGzipBytes: results * 150 + 20,
});

const queries: Record<SearchSample['language'], SearchBenchQuery[]> = {
  cs: [
    { query: 'prepisovani faktur', label: 'without diacritics', expect: 'results' },
    { query: 'mzdy', expect: 'results' },
    { query: 'kryptomena', label: 'no result', expect: 'none' },
  ],
  en: [
    { query: 'invoice', label: 'word', expect: 'results' },
    { query: 'payroll', expect: 'results' },
  ],
  de: [],
};

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 95)).toThrow('percentile of no values');
  });
});

describe('summarizeSearchSamples', () => {
  it("keeps each language's first query apart and summarises the rest per language and over all", () => {
    const samples = [
      sample('cs', 'prepisovani faktur', 80),
      sample('cs', 'mzdy', 10),
      sample('cs', 'kryptomena', 30, 0),
      sample('cs', 'prepisovani faktur', 20),
      sample('en', 'invoice', 60),
      sample('en', 'payroll', 40),
    ];
    const summary = summarizeSearchSamples(samples);
    expect(summary.languages.map((figures) => [figures.language, figures.first.query, figures.first.ms])).toEqual([
      ['cs', 'prepisovani faktur', 80],
      ['en', 'invoice', 60],
    ]);
    expect(summary.languages[0]!.following).toEqual({ count: 3, medianMs: 20, p95Ms: 30, maxMs: 30 });
    expect(summary.languages[1]!.following).toEqual({ count: 1, medianMs: 40, p95Ms: 40, maxMs: 40 });
    expect(summary.following).toEqual({ count: 4, medianMs: 25, p95Ms: 40, maxMs: 40 });
  });

  it('refuses a language with nothing after its first query', () => {
    expect(() => summarizeSearchSamples([sample('de', 'Rechnungen', 50)])).toThrow('only one query in de');
  });
});

describe('bytes and expectations per distinct query', () => {
  const samples = [
    sample('cs', 'prepisovani faktur', 80),
    sample('cs', 'mzdy', 10, 0),
    sample('cs', 'kryptomena', 30, 2),
    sample('cs', 'prepisovani faktur', 20),
    sample('en', 'invoice', 60),
  ];

  it('lists each query once per language with its label', () => {
    expect(bytesPerQuery(samples, queries)).toEqual([
      { language: 'cs', query: 'prepisovani faktur', label: 'without diacritics', results: 3, requestBytes: 68, responseBytes: 1202, responseGzipBytes: 470 },
      { language: 'cs', query: 'mzdy', label: null, results: 0, requestBytes: 54, responseBytes: 2, responseGzipBytes: 20 },
      { language: 'cs', query: 'kryptomena', label: 'no result', results: 2, requestBytes: 60, responseBytes: 802, responseGzipBytes: 320 },
      { language: 'en', query: 'invoice', label: 'word', results: 3, requestBytes: 57, responseBytes: 1202, responseGzipBytes: 470 },
    ]);
  });

  it('names the queries whose result count contradicts what the set expects', () => {
    expect(unexpectedResults(samples, queries)).toEqual([
      'cs "mzdy": no result, expected some',
      'cs "kryptomena": 2 results, expected none',
    ]);
  });
});

describe('formatSiteSearch', () => {
  const samples = [
    sample('cs', 'prepisovani faktur', 81.26),
    sample('cs', 'mzdy', 12.04),
    sample('cs', 'kryptomena', 9.5, 0),
    sample('en', 'invoice', 60),
    sample('en', 'payroll', 140),
  ];
  const bench = (rows: SearchSample[]): SiteSearchBench => {
    const summary = summarizeSearchSamples(rows);
    return {
      posts: 200,
      renderWaitMs: 9000,
      documents: { cs: 650, en: 640 },
      rounds: 1,
      maxResults: 10,
      targetMs: 100,
      contentEncoding: null,
      languages: summary.languages,
      following: summary.following,
      bytes: bytesPerQuery(rows, queries),
      unexpected: unexpectedResults(rows, queries),
      samples: rows,
    };
  };

  it('prints latency per language, the target and the labelled queries with a range per language', () => {
    expect(formatSiteSearch(bench(samples))).toEqual([
      '| language | documents | first query | first ms | following | median ms | p95 ms | max ms |',
      '|---|---|---|---|---|---|---|---|',
      '| cs | 650 | "prepisovani faktur" | 81.3 | 2 | 10.8 | 12.0 | 12.0 |',
      '| en | 640 | "invoice" | 60.0 | 1 | 140.0 | 140.0 | 140.0 |',
      '| all | | | | 3 | 12.0 | 140.0 | 140.0 |',
      '',
      'Target ≤ 100 ms after the first query: missed (max 140.0 ms, p95 140.0 ms)',
      '',
      'Bytes per query (bodies only; response sent uncompressed by the local backend, gz = gzip -9 of it)',
      '| language | query | results | request B | response B | response gz B |',
      '|---|---|---|---|---|---|',
      '| cs | "prepisovani faktur" (without diacritics) | 3 | 68 | 1202 | 470 |',
      '| cs | "kryptomena" (no result) | 0 | 60 | 2 | 20 |',
      '| cs | all 3 queries | 0–3 | 54–68 | 2–1202 | 20–470 |',
      '| en | "invoice" (word) | 3 | 57 | 1202 | 470 |',
      '| en | all 2 queries | 3 | 57 | 1202 | 470 |',
    ]);
  });

  it('says the target is met when no following query exceeds it', () => {
    expect(formatSiteSearch(bench(samples.slice(0, 3)))).toContain('Target ≤ 100 ms after the first query: met (max 12.0 ms)');
  });
});
