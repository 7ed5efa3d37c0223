import './all-messages';
import { LOCALES } from './locales';
import { COMPANY_DETAIL_KEYS, detailsNamedIn, fillLegalParagraph, type CompanyDetails, type LegalParagraph } from './legal-text';
import { getMessages } from './messages';

const FULL: Required<CompanyDetails> = {
  company: 'BizAuto s.r.o.',
  registeredAddress: 'Na Poříčí 1047/26, 110 00 Praha 1',
  companyId: '08412537',
  vatId: 'CZ08412537',
  courtRegistration: 'C 312457 vedená u Městského soudu v Praze',
  privacyEmail: 'gdpr@example.com',
};

/** A bracketed placeholder such as "[IČO]" or "[Anschrift des Firmensitzes]": brackets around a word. */
const BRACKETED_PLACEHOLDER = /\[[^\]]*\p{L}[^\]]*\]/u;

const legalParagraphs = LOCALES.flatMap((locale) => {
  const messages = getMessages(locale);
  return (['privacy', 'terms'] as const).flatMap((page) =>
    messages[page].sections.flatMap((section) =>
      section.paragraphs.map((paragraph: LegalParagraph, index) => ({ where: `${locale} ${page} ${section.heading} ¶${index + 1}`, paragraph })),
    ),
  );
});
const withDetails = legalParagraphs.filter(({ paragraph }) => typeof paragraph !== 'string');

test('a clause naming a detail that is not set is left out; the rest joins into one sentence', () => {
  const paragraph = ['Správcem je {company}', ', se sídlem {registeredAddress}', ', IČO: {companyId}', ' (dále jen „my“).'];
  expect(fillLegalParagraph(paragraph, FULL)).toBe('Správcem je BizAuto s.r.o., se sídlem Na Poříčí 1047/26, 110 00 Praha 1, IČO: 08412537 (dále jen „my“).');
  expect(fillLegalParagraph(paragraph, { company: 'BizAuto s.r.o.', companyId: '08412537' })).toBe('Správcem je BizAuto s.r.o., IČO: 08412537 (dále jen „my“).');
  expect(fillLegalParagraph(paragraph, { company: 'BizAuto s.r.o.', registeredAddress: '  ' })).toBe('Správcem je BizAuto s.r.o. (dále jen „my“).');
});

test('plain paragraphs stay as written; an unknown detail name never prints', () => {
  expect(fillLegalParagraph('Text bez údajů.', { company: 'X' })).toBe('Text bez údajů.');
  expect(fillLegalParagraph(['A', ' {unknownDetail}', '.'], FULL)).toBe('A.');
  expect(fillLegalParagraph(['{privacyEmail}'], { company: 'X' })).toBe('');
});

test('the legal texts name only details the settings provide, in every language', () => {
  expect(withDetails.length).toBeGreaterThanOrEqual(LOCALES.length * 4);
  const unknown = withDetails.flatMap(({ where, paragraph }) =>
    (paragraph as readonly string[]).flatMap(detailsNamedIn).filter((name) => !(COMPANY_DETAIL_KEYS as readonly string[]).includes(name)).map((name) => `${where}: ${name}`),
  );
  expect(unknown).toEqual([]);
});

test('every language prints every detail in the provider / controller paragraph of both legal texts', () => {
  for (const locale of LOCALES) {
    for (const page of ['privacy', 'terms'] as const) {
      const first = fillLegalParagraph(getMessages(locale)[page].sections[0]!.paragraphs[0]!, FULL);
      for (const key of ['company', 'registeredAddress', 'companyId', 'vatId', 'courtRegistration'] as const) {
        expect({ locale, page, key, shown: first.includes(FULL[key]) }).toEqual({ locale, page, key, shown: true });
      }
    }
    const privacyText = getMessages(locale).privacy.sections.flatMap((section) => section.paragraphs.map((p) => fillLegalParagraph(p, FULL))).join('\n');
    expect(privacyText.split(FULL.privacyEmail).length - 1).toBe(2);
  }
});

test.each([
  ['every detail set', FULL],
  ['only the company name', { company: 'BizAuto s.r.o.' }],
  ['no privacy e-mail, no register entry', { ...FULL, privacyEmail: undefined, courtRegistration: undefined }],
])('with %s, the legal texts read as whole sentences without placeholders', (_case, details: CompanyDetails) => {
  for (const { where, paragraph } of legalParagraphs) {
    const text = fillLegalParagraph(paragraph, details);
    const problems = [
      /[{}]/.test(text) && 'a detail name left in',
      BRACKETED_PLACEHOLDER.test(text) && 'a bracketed placeholder',
      /\bundefined\b|\bnull\b/.test(text) && 'undefined',
      /\s[,.)]|\s{2}|,,|\(\s/.test(text) && 'a broken join',
      !/[.“)]$/.test(text) && 'no closing full stop',
      !/^\p{Lu}/u.test(text) && 'no capital at the start',
    ].filter(Boolean);
    expect({ where, text, problems }).toEqual({ where, text, problems: [] });
  }
});

test('no catalog text of any language is a bracketed placeholder', () => {
  const found: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (BRACKETED_PLACEHOLDER.test(value)) found.push(`${path}: ${value}`);
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`);
  };
  for (const locale of LOCALES) visit({ ...getMessages(locale) }, locale);
  expect(found).toEqual([]);
});
