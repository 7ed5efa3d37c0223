import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@app/i18n';
import {
  loadPrepublishContext,
  prepublishChecks,
  prepublishLookups,
  prepublishLookupsKey,
  prepublishSiteOrigins,
  type PrepublishContext,
  type PrepublishIssue,
  type PrepublishPost,
} from '@app/content';
import { getSupabase } from '@app/supabase';

/** The previewed post's row (a draft kept by an older editor may lack the fallback choice). */
type PreviewedPost = Omit<PrepublishPost, 'fallback_languages'> & { fallback_languages?: PrepublishPost['fallback_languages'] | null };

/** The previewed row as the checks read it. */
function asPost(draft: PreviewedPost): PrepublishPost {
  return { ...draft, fallback_languages: Array.isArray(draft.fallback_languages) ? draft.fallback_languages : [] };
}

/**
 * The issues of the previewed language: the editor's checks before publishing (@app/content), read with
 * the viewer's session (staff). A translation that is only missing is left to the fallback warning above.
 */
function usePreviewIssues(draft: PreviewedPost, locale: Locale): PrepublishIssue[] | null {
  const post = useMemo(() => asPost(draft), [draft]);
  const [origins, setOrigins] = useState<string[] | null>(null);
  const [issues, setIssues] = useState<PrepublishIssue[] | null>(null);
  const lookups = useMemo(() => (origins ? prepublishLookups(post, origins) : null), [post, origins]);
  const key = lookups ? prepublishLookupsKey(lookups) : null;
  const [context, setContext] = useState<{ key: string; value: PrepublishContext } | null>(null);

  useEffect(() => {
    void prepublishSiteOrigins(window.location.origin).then(setOrigins);
  }, []);

  useEffect(() => {
    if (!lookups || !origins || !key) return undefined;
    let current = true;
    getSupabase()
      .then((client) => loadPrepublishContext(client, lookups, origins))
      .then(
        (value) => current && setContext({ key, value }),
        (error: unknown) => console.error('Reading what the checks before publishing need failed:', error),
      );
    return () => {
      current = false;
    };
    // The key stands for the lookups.
  }, [key]);

  useEffect(() => {
    if (!context || context.key !== key) return;
    const all = prepublishChecks(post, context.value)[locale].issues;
    setIssues(all.filter((issue) => issue.rule !== 'translation' || issue.severity === 'blocking'));
  }, [context, key, post, locale]);
  return issues;
}

/** "Kontrola před zveřejněním" over the preview (staff only, in Czech like the rest of the back office). */
export function PrepublishNotes({ draft, locale }: { draft: PreviewedPost; locale: Locale }) {
  const issues = usePreviewIssues(draft, locale);
  if (!issues || issues.length === 0) return null;
  return (
    <div className="site-container site-container--md">
      <section className="text text--sm preview-checks" aria-label="Kontrola před zveřejněním" lang="cs">
        <p className="preview-checks__title">Kontrola před zveřejněním</p>
        <ul className="preview-checks__list">
          {issues.map((issue, index) => (
            <li key={`${issue.rule}-${index}`} className={issue.severity === 'blocking' ? 'preview-checks__item--blocking' : undefined}>
              {issue.message}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
