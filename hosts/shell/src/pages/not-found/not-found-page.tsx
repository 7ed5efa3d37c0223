import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function NotFoundPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
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
