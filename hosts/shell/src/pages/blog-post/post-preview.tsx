import './blog-post-page.css';
import type { ReactNode } from 'react';
import { blogPostView, type PublicBlogPostRow } from '@app/content';
import type { Locale } from '@app/i18n';
import type { PreviewDraft } from '../content-preview/content-previews';
import { PostArticle } from './post-article';
import { PrepublishNotes } from './prepublish-notes';
import { previewFallbackWarning } from './preview-fallback';

/** A post's draft: its row with its author's name and cover, as its page reads it. */
type PostDraft = PreviewDraft<'blogPosts'> & Pick<PublicBlogPostRow, 'author_name' | 'cover'>;

/** A post drawn as its page, with the fallbacks the visitor would see and the checks before publishing. */
export function PostPreview({ draft, locale }: { draft: PostDraft; locale: Locale }): ReactNode {
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
