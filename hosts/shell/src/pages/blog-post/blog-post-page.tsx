import { Link, useParams } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function BlogPostPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { slug = '' } = useParams();
  useDocumentMeta({ ...messages.meta.blogPost, locale });
  return (
    <PageIntro title={slug} intro={messages.blogPost.loading}>
      <Anchor component={Link} to={getHref('blog', locale)}>
        {messages.blogPost.backToBlog}
      </Anchor>
    </PageIntro>
  );
}
