import { getMessages, type Locale } from '@app/i18n';
import { LegalArticle } from '../../components/legal-article';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function TermsPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.terms, locale });
  return <LegalArticle document={messages.terms} contentsLabel={messages.terms.contentsLabel} />;
}
