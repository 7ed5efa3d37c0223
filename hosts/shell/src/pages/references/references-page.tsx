import { getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function ReferencesPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.references, locale });
  return <PageIntro title={messages.references.title} intro={messages.references.subtitle} />;
}
