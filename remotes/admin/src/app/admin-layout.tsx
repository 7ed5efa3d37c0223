import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { useSession } from '@app/session';
import { ADMIN_PATHS } from '../config/paths';
import { ADMIN_BUILD_ID } from './build-info';

export function AdminLayout() {
  const email = useSession((state) => state.user?.email ?? '');
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const leave = async () => {
    const { error } = await signOut();
    if (!error) navigate(ADMIN_PATHS.site, { replace: true });
  };

  return (
    <Box className="admin-shell">
      <Box component="header" className="admin-header">
        <Container size="xl" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={ADMIN_PATHS.dashboard} fw={800} c="brand.9" underline="never">
              BizAuto · Administrace
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {email}
              </Text>
              <Button variant="default" size="xs" onClick={() => void leave()}>
                Odhlásit se
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xl" py="xl" className="admin-main">
        <Outlet />
      </Container>
      <Box component="footer" className="admin-footer">
        <Container size="xl" py="sm">
          <Text size="xs" c="dimmed" data-testid="admin-build">
            Administrace · verze {ADMIN_BUILD_ID}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
