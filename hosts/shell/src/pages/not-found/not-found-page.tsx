import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getHref } from '@app/i18n';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function NotFoundPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { pathname } = useLocation();
  useDocumentMeta({ ...messages.meta.notFound, locale, noindex: true });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="site-container site-container--sm not-found">
      <div className="stack not-found__content">
        <h1 className="title not-found__title">{messages.notFound.title}</h1>
        <p className="text text--xl text--dimmed">{messages.notFound.message}</p>
        <Link to={getHref('home', locale)} className="link">
          {messages.notFound.homeLink}
        </Link>
      </div>
    </div>
  );
}
