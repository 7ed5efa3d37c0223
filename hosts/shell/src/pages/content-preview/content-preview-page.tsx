import './content-preview-page.css';
import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LOCALES, type Locale, type MessageSection } from '@app/i18n';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, isPreviewedContentType, previewedContentType, type PreviewedContentTypeName } from '@app/content';
import { contentPreviewStorageKey, type ContentPreviewKind } from '@app/remote-contract';
import { initSession, useSession } from '@app/session';
import { RouteLoader } from '../../components/route-loader';
import { LocaleProvider, WithMessageSections, useLocale } from '../../components/locale/locale-context';
import type { ContentPreview, ContentPreviews, PreviewDraft } from './content-previews';

/** The catalog sections the previewed components read (a post's, a reference's, a plan's texts). */
const PREVIEW_MESSAGE_SECTIONS: readonly MessageSection[] = CONTENT_TYPE_NAMES.filter(isPreviewedContentType).map(
  (name) => CONTENT_TYPES[name].preview.messageSection,
);

type AnyPreviewDraft = PreviewDraft<PreviewedContentTypeName>;

function readDraft(kind: ContentPreviewKind): AnyPreviewDraft | null {
  try {
    return JSON.parse(localStorage.getItem(contentPreviewStorageKey(kind)) ?? 'null') as AnyPreviewDraft | null;
  } catch {
    return null;
  }
}

/** The editor's latest draft, followed as the editor rewrites it (another document: the storage event). */
function usePreviewDraft(kind: ContentPreviewKind): AnyPreviewDraft | null {
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

/** The draft drawn by its type's preview, loaded with the first draft of that type. */
function PreviewOf<Name extends PreviewedContentTypeName>(props: { previews: ContentPreviews; name: Name; draft: PreviewDraft<Name> }): ReactNode {
  const load: ContentPreviews[Name] = props.previews[props.name];
  const Preview = useMemo(() => lazy(() => load().then((component: ContentPreview<Name>) => ({ default: component }))), [load]);
  return (
    <Suspense fallback={<RouteLoader label="Načítám náhled..." />}>
      <Preview draft={props.draft} locale={useLocale()} />
    </Suspense>
  );
}

/**
 * /admin/nahled/{clanek|reference|cenik}?lang=en: what an editor is typing, unsaved, as the public site
 * shows it in the chosen language; the editor opens it in a window of desktop or phone width (not a
 * frame: the site forbids framing). Nobody but staff sees anything here.
 */
export function ContentPreviewPage({ previews }: { previews: ContentPreviews }) {
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
          <PreviewOf previews={previews} name={name} draft={draft} />
        </div>
      </WithMessageSections>
    </LocaleProvider>
  );
}
