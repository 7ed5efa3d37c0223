import { Link } from 'react-router-dom';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { getHref, getMessages, type Locale, type Messages, type PageKey } from '@app/i18n';

type FooterPage = PageKey & keyof Messages['footer']['links'];

const QUICK_LINKS: FooterPage[] = ['services', 'modules', 'references', 'pricing'];
const INFO_LINKS: FooterPage[] = ['privacy', 'terms', 'blog', 'contact'];

export function SiteFooter({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const links = (pages: FooterPage[]) =>
    pages.map((page) => (
      <Anchor key={page} component={Link} to={getHref(page, locale)} size="sm" c="dimmed">
        {messages.footer.links[page]}
      </Anchor>
    ));
  return (
    <footer className="site-footer">
      <Container size="lg" py="xl">
        <Group align="flex-start" justify="space-between" gap="xl">
          <Stack gap={6} maw={360}>
            <Text fw={800} c="brand.9">
              {messages.common.brandName}
            </Text>
            <Text size="sm" c="dimmed">
              {messages.footer.tagline}
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label={messages.footer.quickLinksTitle}>
            <Text fw={600} size="sm">
              {messages.footer.quickLinksTitle}
            </Text>
            {links(QUICK_LINKS)}
          </Stack>
          <Stack gap={6} component="nav" aria-label={messages.footer.infoLinksTitle}>
            <Text fw={600} size="sm">
              {messages.footer.infoLinksTitle}
            </Text>
            {links(INFO_LINKS)}
          </Stack>
        </Group>
        <Group justify="space-between" mt="xl" gap="xs">
          <Text size="xs" c="dimmed">
            {messages.footer.copyright(new Date().getFullYear())}
          </Text>
          <Text size="xs" c="dimmed">
            {messages.footer.companyId} · {messages.footer.vatId}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
