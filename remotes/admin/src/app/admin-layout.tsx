import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Anchor, AppShell, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSession } from '@app/session';
import { ADMIN_PATHS } from '../config/paths';
import { LoadingState } from '../components/loading-state';
import { PublishStatusSlot } from '../components/publish-status-slot';
import { ADMIN_BUILD_ID } from './build-info';
import { AdminNavigation } from './admin-navigation';
import { SitePublishBadge } from './site-publish-badge';

const NavigationDrawer = lazy(async () => ({ default: (await import('./navigation-drawer')).NavigationDrawer }));

/**
 * The shell of every admin screen: a header with the signed-in user and sign-out, the navigation as a
 * sidebar from the `sm` breakpoint and as a drawer (behind the menu button) on phones, the screen itself.
 */
export function AdminLayout() {
  const email = useSession((state) => state.user?.email ?? '');
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code (a modal with focus trap) is fetched when the menu is first opened, not with every screen.
  const [menuUsed, setMenuUsed] = useState(false);
  const leave = async () => {
    const { error } = await signOut();
    if (!error) navigate(ADMIN_PATHS.site, { replace: true });
  };

  // Choosing a section in the drawer closes it.
  useEffect(() => menu.close(), [pathname]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: true } }} className="admin-shell">
      <AppShell.Header className="admin-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={() => {
                setMenuUsed(true);
                menu.toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpen ? 'Zavřít navigaci' : 'Otevřít navigaci'}
              aria-expanded={menuOpen}
            />
            <Anchor component={Link} to={ADMIN_PATHS.dashboard} fw={800} c="brand.9" underline="never">
              BizAuto · Administrace
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SitePublishBadge />
            <Text size="sm" c="dimmed" visibleFrom="sm" data-testid="admin-user">
              {email}
            </Text>
            <Button variant="default" size="xs" onClick={() => void leave()}>
              Odhlásit se
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" visibleFrom="sm" className="admin-navbar">
        <AdminNavigation label="Administrace" />
      </AppShell.Navbar>

      {menuUsed && (
        <Suspense fallback={null}>
          <NavigationDrawer opened={menuOpen} onClose={menu.close} email={email} />
        </Suspense>
      )}

      <AppShell.Main className="admin-main">
        <Container size="xl" py="xl">
          <PublishStatusSlot />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Container>
        <Container size="xl" py="sm" className="admin-footer">
          <Text size="xs" c="dimmed" data-testid="admin-build">
            Administrace · verze {ADMIN_BUILD_ID}
          </Text>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
