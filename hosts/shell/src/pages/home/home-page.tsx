import { Link } from 'react-router-dom';
import { Button, Group } from '@mantine/core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function HomePage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  useDocumentMeta({ ...messages.meta.home, locale });
  const { hero } = messages.home;
  return (
    <PageIntro title={hero.title} intro={hero.subtitle}>
      <Group gap="sm" mt="md">
        <Button component={Link} to={getHref('contact', locale, { hash: 'demo' })} size="md">
          {hero.ctaPrimary}
        </Button>
        <Button component={Link} to={getHref('contact', locale, { hash: 'nabidka' })} size="md" variant="default">
          {hero.ctaSecondary}
        </Button>
      </Group>
    </PageIntro>
  );
}
