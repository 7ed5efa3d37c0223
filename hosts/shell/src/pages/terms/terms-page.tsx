import { getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function TermsPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.terms, locale });
  return <PageIntro title={messages.terms.title} intro={messages.terms.intro} />;
}
