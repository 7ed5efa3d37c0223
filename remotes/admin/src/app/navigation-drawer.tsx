import { Divider, Drawer, Stack, Text } from '@mantine/core';
import { AdminNavigation } from './admin-navigation';

/** The navigation on phones: a drawer behind the menu button (its code loads when first opened). */
export function NavigationDrawer({ opened, onClose, email }: { opened: boolean; onClose: () => void; email: string }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Navigace" size="80%" hiddenFrom="sm">
      <Stack gap="md">
        <AdminNavigation label="Administrace (menu)" />
        <Divider />
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Přihlášen(a): {email}
        </Text>
      </Stack>
    </Drawer>
  );
}
