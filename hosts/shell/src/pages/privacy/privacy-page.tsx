import { getMessages, type Locale } from '@app/i18n';
import { LegalArticle } from '../../components/legal-article';
import { companyDetailsOf, useContactInfo } from '../../components/use-contact-info';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function PrivacyPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.privacy, locale });
  const details = companyDetailsOf(useContactInfo(), messages.common.companyName);
  return <LegalArticle document={messages.privacy} contentsLabel={messages.privacy.contentsLabel} details={details} />;
}
