import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Where the back button leads (e.g. /admin or the list); no button when absent. */
  backTo?: string;
  backLabel?: string;
  /** Buttons on the right, e.g. "Nový článek". */
  actions?: ReactNode;
}

/** The tab and the history name the screen: "Blog · Administrace"; the previous title comes back on leaving. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Administrace`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The heading row of every admin screen: back button, title with an optional description, actions; the document title. */
export function PageHeader({ title, description, backTo, backLabel = 'Zpět', actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={6} style={{ minWidth: 0 }}>
        {backTo && (
          <Button component={Link} to={backTo} variant="subtle" size="compact-sm" px={0} w="fit-content">
            ← {backLabel}
          </Button>
        )}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
