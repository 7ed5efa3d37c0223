import { Link } from 'react-router-dom';
import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';

export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} role="alert">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz="h3">
            Administraci se nepodařilo načíst.
          </Title>
          <Text c="dimmed">Zkontrolujte připojení a zkuste to znovu. Veřejný web funguje dál.</Text>
          <Group gap="md">
            <Button onClick={onRetry}>Zkusit znovu</Button>
            <Anchor component={Link} to="/" size="sm">
              Zpět na web
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
