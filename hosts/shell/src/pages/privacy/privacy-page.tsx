import { LegalArticle } from '../../components/legal-article';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { companyDetailsOf, useContactInfo } from '../../components/use-contact-info';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function PrivacyPage() {
  const locale = useLocale();
  const messages = useMessages();
  useDocumentMeta({ ...messages.meta.privacy, locale });
  const details = companyDetailsOf(useContactInfo(), messages.common.companyName, locale);
  return <LegalArticle document={messages.privacy} contentsLabel={messages.privacy.contentsLabel} details={details} />;
}
