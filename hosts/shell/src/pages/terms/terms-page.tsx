import { getMessages, type Locale } from '@app/i18n';
import { LegalArticle } from '../../components/legal-article';
import { companyDetailsOf, useContactInfo } from '../../components/use-contact-info';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function TermsPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.terms, locale });
  const details = companyDetailsOf(useContactInfo(), messages.common.companyName);
  return <LegalArticle document={messages.terms} contentsLabel={messages.terms.contentsLabel} details={details} />;
}
