import '../blog-post/blog-post-page.css';
import './content-preview-page.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LOCALES, type Locale, type MessageSection } from '@app/i18n';
import {
  blogPostView,
  pricingPlanCard,
  referenceCard,
  type PublicBlogPostRow,
  type PublicPricingPlanRow,
  type PublicReferenceRow,
} from '@app/content';
import { CONTENT_PREVIEW_KINDS, contentPreviewStorageKey, type ContentPreviewKind } from '@app/remote-contract';
import { initSession, useSession } from '@app/session';
import { RouteLoader } from '../../components/route-loader';
import { LocaleProvider, WithMessageSections, useLocale } from '../../components/locale/locale-context';
import { PostArticle } from '../blog-post/post-article';
import { CaseStudy } from '../references/references-page';
import { PlanCard } from '../pricing/pricing-page';
import { previewFallbackWarning } from './preview-fallback';
import { PrepublishNotes } from './prepublish-notes';

/** The catalog sections the previewed components read (a post's, a reference's, a plan's texts). */
const PREVIEW_MESSAGE_SECTIONS: readonly MessageSection[] = ['blogPost', 'references', 'pricing'];

function readDraft(kind: ContentPreviewKind): Record<string, unknown> | null {
  try {
    return JSON.parse(localStorage.getItem(contentPreviewStorageKey(kind)) ?? 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

/** The editor's latest draft, followed as the editor rewrites it (another document: the storage event). */
function usePreviewDraft(kind: ContentPreviewKind): Record<string, unknown> | null {
  const [draft, setDraft] = useState(() => readDraft(kind));
  useEffect(() => {
    setDraft(readDraft(kind));
    const follow = (event: StorageEvent) => {
      if (event.key === contentPreviewStorageKey(kind)) setDraft(readDraft(kind));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [kind]);
  return draft;
}

/** Staff only: the signed-in viewer's roles as the session checks them. */
function useIsStaff(): boolean | null {
  const isStaff = useSession((session) => (session.status === 'loading' || session.checkingRoles ? null : session.isStaff));
  useEffect(() => {
    void initSession();
  }, []);
  return isStaff;
}

/** The draft drawn by the public site's own components (and sanitizer), as a visitor of the provider's language sees it. */
function PreviewOf({ kind, draft }: { kind: ContentPreviewKind; draft: Record<string, unknown> }): ReactNode {
  const locale = useLocale();
  if (kind === 'reference') {
    return (
      <div className="site-container references-page__body">
        <div className="reference-list">
          <CaseStudy card={referenceCard(draft as unknown as PublicReferenceRow, locale)} />
        </div>
      </div>
    );
  }
  if (kind === 'cenik') {
    return (
      <div className="site-container pricing-page">
        <div className="pricing-grid">
          <PlanCard card={pricingPlanCard(draft as unknown as PublicPricingPlanRow, locale)} />
        </div>
      </div>
    );
  }
  const post = blogPostView(draft as unknown as PublicBlogPostRow, locale);
  const warning = previewFallbackWarning(post, locale);
  return (
    <>
      {warning && (
        <div className="site-container site-container--md">
          <p className="text text--sm preview-fallback-warning" role="note" lang="cs">
            {warning}
          </p>
        </div>
      )}
      <PrepublishNotes draft={draft} locale={locale} />
      <PostArticle post={post} />
    </>
  );
}

/**
 * /admin/nahled/{clanek|reference|cenik}?lang=en: what an editor is typing, unsaved, as the public site
 * shows it in the chosen language; the editor opens it in a window of desktop or phone width (not a
 * frame: the site forbids framing). Nobody but staff sees anything here.
 */
export function ContentPreviewPage() {
  const { kind: requestedKind = '' } = useParams();
  const kind = (CONTENT_PREVIEW_KINDS as readonly string[]).includes(requestedKind) ? (requestedKind as ContentPreviewKind) : null;
  const [params] = useSearchParams();
  const requested = params.get('lang');
  const locale: Locale = (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : 'cs';
  const isStaff = useIsStaff();
  const draft = usePreviewDraft(kind ?? 'clanek');

  useEffect(() => {
    document.title = 'Náhled';
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = 'noindex';
  }, []);

  if (isStaff === null) return <RouteLoader label="Načítám náhled..." />;
  if (!isStaff || !kind || !draft) {
    return (
      <div className="site-container site-container--sm post-not-found-page">
        <div className="stack post-not-found">
          <h1 className="title title--1">Náhled není k dispozici</h1>
          <p className="text post-muted">Náhled otevírá editor v administraci.</p>
        </div>
      </div>
    );
  }
  return (
    <LocaleProvider locale={locale}>
      <WithMessageSections sections={PREVIEW_MESSAGE_SECTIONS}>
        {/* The page around it is the back office's (Czech); the preview speaks the previewed language. */}
        <div lang={locale}>
          <PreviewOf kind={kind} draft={draft} />
        </div>
      </WithMessageSections>
    </LocaleProvider>
  );
}
