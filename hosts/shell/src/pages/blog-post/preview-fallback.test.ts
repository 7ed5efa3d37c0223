import { previewFallbackWarning } from './preview-fallback';

const lang = (title: 'cs' | 'en' | 'de', excerpt: 'cs' | 'en' | 'de', content: 'cs' | 'en' | 'de') => ({ lang: { title, excerpt, content, category: title } });

test('warns in Czech which texts the previewed language lacks and that visitors get the Czech ones', () => {
  expect(previewFallbackWarning(lang('cs', 'cs', 'cs'), 'de')).toBe(
    'Chybí německý překlad (název, perex a\u00a0obsah). Návštěvníci německé verze webu uvidí místo něj český text.',
  );
  expect(previewFallbackWarning(lang('en', 'cs', 'en'), 'en')).toBe(
    'Chybí anglický překlad (perex). Návštěvníci anglické verze webu uvidí místo něj český text.',
  );
});

test('no warning for a complete translation or for Czech', () => {
  expect(previewFallbackWarning(lang('de', 'de', 'de'), 'de')).toBeNull();
  expect(previewFallbackWarning(lang('cs', 'cs', 'cs'), 'cs')).toBeNull();
});
