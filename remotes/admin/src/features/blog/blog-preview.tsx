import { useSession } from '@app/session';
import { ContentPreviewMenu, previewRecord } from '../../components/content-preview-menu';
import { toBlogDraft, type BlogFormValues } from './blog-schema';

/** The form as the row the public post page reads (the preview page renders it with the same components). */
export function previewRow(values: BlogFormValues, authorName: string | null, now = new Date().toISOString()): Record<string, unknown> {
  return previewRecord({ ...toBlogDraft(values), author_id: null, author_name: authorName }, now);
}

/** "Náhled" of the post as typed, in its public page's look (desktop or phone, any language). */
export function BlogPreviewMenu() {
  const authorName = useSession((session) => {
    const name = session.user?.user_metadata?.full_name;
    return typeof name === 'string' && name.trim() ? name.trim() : (session.user?.email ?? null);
  });
  return <ContentPreviewMenu<BlogFormValues> kind="clanek" toRow={(values) => previewRow(values, authorName)} />;
}
