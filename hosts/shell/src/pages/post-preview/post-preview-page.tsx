import '../blog-post/blog-post-page.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOCALES, type Locale } from '@app/i18n';
import { blogPostView, type PublicBlogPostRow } from '@app/content';
import { BLOG_PREVIEW_STORAGE_KEY } from '@app/remote-contract';
import { initSession, useSession } from '@app/session';
import { RouteLoader } from '../../components/route-loader';
import { WithMessageSections } from '../../app/locale-messages';
import { PostArticle } from '../blog-post/post-article';

function readDraft(): PublicBlogPostRow | null {
  try {
    return JSON.parse(localStorage.getItem(BLOG_PREVIEW_STORAGE_KEY) ?? 'null') as PublicBlogPostRow | null;
  } catch {
    return null;
  }
}

/** The editor's latest draft, followed as the editor rewrites it (another document: the storage event). */
function usePreviewDraft(): PublicBlogPostRow | null {
  const [draft, setDraft] = useState(readDraft);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === BLOG_PREVIEW_STORAGE_KEY) setDraft(readDraft());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
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

/**
 * /admin/nahled/clanek?lang=en: the post the blog editor is writing, unsaved, rendered by the public post
 * page's own components (sanitizing included) in the chosen language; the editor opens it in a window of
 * desktop or phone width (not a frame: the site forbids framing). Nobody but staff sees anything here.
 */
export function PostPreviewPage() {
  const [params] = useSearchParams();
  const requested = params.get('lang');
  const locale: Locale = (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : 'cs';
  const isStaff = useIsStaff();
  const draft = usePreviewDraft();

  useEffect(() => {
    document.title = 'Náhled článku';
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    robots.content = 'noindex';
  }, []);

  if (isStaff === null) return <RouteLoader label="Načítám náhled..." />;
  if (!isStaff || !draft) {
    return (
      <div className="site-container site-container--sm post-not-found-page">
        <div className="stack post-not-found">
          <h1 className="title title--1">Náhled není k dispozici</h1>
          <p className="text post-muted">Náhled článku otevírá editor v administraci.</p>
        </div>
      </div>
    );
  }
  return (
    <WithMessageSections locale={locale} sections={[]}>
      <PostArticle post={blogPostView(draft, locale)} locale={locale} />
    </WithMessageSections>
  );
}
