import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { MantinePage } from '../../components/mantine-page';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <MantinePage>
      <Center mih="100vh" p="md" bg="gray.0">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {title}
              </Title>
              <Text c="dimmed">{subtitle}</Text>
            </Stack>
            {children}
            <Anchor component={Link} to="/" size="sm" c="dimmed">
              Zpět na web
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </MantinePage>
  );
}
