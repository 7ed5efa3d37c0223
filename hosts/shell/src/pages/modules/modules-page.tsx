import { getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function ModulesPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.modules, locale });
  return <PageIntro title={messages.modulesPage.title} intro={messages.modulesPage.subtitle} />;
}
