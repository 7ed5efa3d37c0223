import '../blog-post/blog-post-page.css';
import './content-preview-page.css';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LOCALES, type Locale, type MessageSection } from '@app/i18n';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  blogPostView,
  isPreviewedContentType,
  previewedContentType,
  pricingPlanCard,
  referenceCard,
  type PreviewedContentTypeName,
  type PublicBlogPostRow,
} from '@app/content';
import { contentPreviewStorageKey, type ContentPreviewKind } from '@app/remote-contract';
import { initSession, useSession } from '@app/session';
import type { Database } from '@app/supabase';
import { RouteLoader } from '../../components/route-loader';
import { LocaleProvider, WithMessageSections, useLocale } from '../../components/locale/locale-context';
import { PostArticle } from '../blog-post/post-article';
import { CaseStudy } from '../references/references-page';
import { PlanCard } from '../pricing/pricing-page';
import { previewFallbackWarning } from './preview-fallback';
import { PrepublishNotes } from './prepublish-notes';

/** The catalog sections the previewed components read (a post's, a reference's, a plan's texts). */
const PREVIEW_MESSAGE_SECTIONS: readonly MessageSection[] = CONTENT_TYPE_NAMES.filter(isPreviewedContentType).map(
  (name) => CONTENT_TYPES[name].preview.messageSection,
);

type TableRow<Name extends PreviewedContentTypeName> = Database['public']['Tables'][(typeof CONTENT_TYPES)[Name]['table']]['Row'];

/** A draft as the editor leaves it: its table's row (a post with its author's name and cover, as its page reads it). */
interface PreviewDrafts {
  blogPosts: TableRow<'blogPosts'> & Pick<PublicBlogPostRow, 'author_name' | 'cover'>;
  references: TableRow<'references'>;
  pricingPlans: TableRow<'pricingPlans'>;
}
type PreviewDraft = PreviewDrafts[PreviewedContentTypeName];

function readDraft(kind: ContentPreviewKind): PreviewDraft | null {
  try {
    return JSON.parse(localStorage.getItem(contentPreviewStorageKey(kind)) ?? 'null') as PreviewDraft | null;
  } catch {
    return null;
  }
}

/** The editor's latest draft, followed as the editor rewrites it (another document: the storage event). */
function usePreviewDraft(kind: ContentPreviewKind): PreviewDraft | null {
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

/** A post drawn as its page, with the fallbacks the visitor would see and the checks before publishing. */
function PostPreview({ draft, locale }: { draft: PreviewDrafts['blogPosts']; locale: Locale }): ReactNode {
  const post = blogPostView(draft, locale);
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

/** How each previewed type's draft is drawn: by the public site's own components (and sanitizer). */
const PREVIEWS: { [Name in PreviewedContentTypeName]: (draft: PreviewDrafts[Name], locale: Locale) => ReactNode } = {
  blogPosts: (draft, locale) => <PostPreview draft={draft} locale={locale} />,
  references: (draft, locale) => (
    <div className="site-container references-page__body">
      <div className="reference-list">
        <CaseStudy card={referenceCard(draft, locale)} />
      </div>
    </div>
  ),
  pricingPlans: (draft, locale) => (
    <div className="site-container pricing-page">
      <div className="pricing-grid">
        <PlanCard card={pricingPlanCard(draft, locale)} />
      </div>
    </div>
  ),
};

/** The draft as a visitor of the provider's language sees it. */
function PreviewOf<Name extends PreviewedContentTypeName>({ name, draft }: { name: Name; draft: PreviewDrafts[Name] }): ReactNode {
  return PREVIEWS[name](draft, useLocale());
}

/**
 * /admin/nahled/{clanek|reference|cenik}?lang=en: what an editor is typing, unsaved, as the public site
 * shows it in the chosen language; the editor opens it in a window of desktop or phone width (not a
 * frame: the site forbids framing). Nobody but staff sees anything here.
 */
export function ContentPreviewPage() {
  const { kind: requestedKind = '' } = useParams();
  const name = previewedContentType(requestedKind);
  const [params] = useSearchParams();
  const requested = params.get('lang');
  const locale: Locale = (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : 'cs';
  const isStaff = useIsStaff();
  const draft = usePreviewDraft(name ? CONTENT_TYPES[name].preview.kind : 'clanek');

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
  if (!isStaff || !name || !draft) {
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
          <PreviewOf name={name} draft={draft} />
        </div>
      </WithMessageSections>
    </LocaleProvider>
  );
}
