import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { getMessages } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

/** The maintenance gate's landing page (Czech, like the spec). */
export function MaintenancePage() {
  const messages = getMessages('cs');
  useDocumentMeta({ ...messages.meta.maintenance, locale: 'cs' });
  return (
    <PageIntro title={messages.maintenance.title} intro={messages.maintenance.defaultMessage}>
      <Anchor component={Link} to="/auth">
        {messages.maintenance.adminLogin}
      </Anchor>
    </PageIntro>
  );
}
