import { Link } from 'react-router-dom';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';

/** Admin screens that a later iteration fills in. */
export function ComingSoonPage() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz="h3">
          Připravujeme
        </Title>
        <Text c="dimmed">Tato část administrace bude brzy k dispozici.</Text>
        <Button component={Link} to="/admin" variant="default">
          Zpět na přehled
        </Button>
      </Stack>
    </Paper>
  );
}
