import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { useDocumentMeta } from '../../hooks/use-document-meta';

export function NotFoundPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { pathname } = useLocation();
  useDocumentMeta({ ...messages.meta.notFound, locale, noindex: true });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={64}>
          {messages.notFound.title}
        </Title>
        <Text size="xl" c="dimmed">
          {messages.notFound.message}
        </Text>
        <Anchor component={Link} to={getHref('home', locale)}>
          {messages.notFound.homeLink}
        </Anchor>
      </Stack>
    </Container>
  );
}
