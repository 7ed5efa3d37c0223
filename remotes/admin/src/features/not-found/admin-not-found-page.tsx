import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ADMIN_PATHS } from '../../config/paths';

/** Any /admin/... path no screen answers, shown inside the admin layout. */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent admin route:', pathname);
  }, [pathname]);
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz="h3">
          Stránka nenalezena
        </Title>
        <Text c="dimmed">Tato stránka administrace neexistuje. Zkontrolujte adresu nebo pokračujte z přehledu.</Text>
        <Button component={Link} to={ADMIN_PATHS.dashboard} variant="default">
          Zpět na přehled
        </Button>
      </Stack>
    </Paper>
  );
}
