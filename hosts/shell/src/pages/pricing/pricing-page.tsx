import { getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function PricingPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.pricing, locale });
  return <PageIntro title={messages.pricing.title} intro={messages.pricing.subtitle} />;
}
