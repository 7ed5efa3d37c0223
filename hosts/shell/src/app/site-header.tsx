import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, getHref, getMessages, persistLocale, switchLocalePath, type Locale, type Messages, type PageKey } from '@app/i18n';

const NAV_PAGES: (PageKey & keyof Messages['nav'])[] = ['home', 'services', 'modules', 'references', 'pricing', 'blog', 'contact'];

function LanguageLinks({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const messages = getMessages(locale);
  return (
    <Group gap={4} aria-label={messages.nav.chooseLanguage} role="group">
      {LOCALES.map((target) => (
        <Anchor
          key={target}
          component={Link}
          to={switchLocalePath(pathname, target)}
          onClick={() => persistLocale(target)}
          size="sm"
          fw={target === locale ? 700 : 400}
          c={target === locale ? 'brand.8' : 'dimmed'}
          aria-current={target === locale ? 'true' : undefined}
          lang={LOCALE_NAMES[target].htmlLang}
          title={LOCALE_NAMES[target].label}
          px={4}
        >
          {target.toUpperCase()}
        </Anchor>
      ))}
    </Group>
  );
}

export function SiteHeader({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const [menuOpen, setMenuOpen] = useState(false);
  const navLinks = (onPick?: () => void) =>
    NAV_PAGES.map((page) => (
      <Anchor key={page} component={Link} to={getHref(page, locale)} onClick={onPick} c="dark.6" fw={500} size="sm">
        {messages.nav[page]}
      </Anchor>
    ));

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {messages.nav.skipToContent}
      </a>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={getHref('home', locale)} aria-label={messages.nav.logoLabel} fw={800} fz="xl" c="brand.9" underline="never">
            {messages.common.brandName}
          </Anchor>
          <Group component="nav" aria-label={messages.nav.mainNavigation} gap="lg" visibleFrom="md">
            {navLinks()}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageLinks locale={locale} />
            <Button component={Link} to={getHref('contact', locale, { hash: 'demo' })} size="sm" visibleFrom="sm">
              {messages.nav.demo}
            </Button>
            <Burger
              opened={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpen ? messages.nav.closeMenu : messages.nav.openMenu}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {menuOpen && (
        <Box id="mobile-menu" hiddenFrom="md" pb="md">
          <Container size="lg">
            <Stack component="nav" aria-label={messages.nav.mainNavigation} gap="sm">
              {navLinks(() => setMenuOpen(false))}
              <Button component={Link} to={getHref('contact', locale, { hash: 'demo' })} onClick={() => setMenuOpen(false)}>
                {messages.nav.demo}
              </Button>
            </Stack>
          </Container>
        </Box>
      )}
    </header>
  );
}
