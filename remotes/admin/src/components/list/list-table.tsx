import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';

/** A list's table in its bordered, horizontally scrolling frame: `head` is the header cells, `children` the rows. */
export function ListTable({ minWidth, head, children }: { minWidth: number; head: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={minWidth}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

/** A list with no rows at all: what is missing and the way to create the first one. */
export function EmptyList({ text, createLabel, createTo }: { text: string; createLabel: string; createTo: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="flex-start" gap="sm">
        <Text>{text}</Text>
        <Button component={Link} to={createTo} variant="light">
          {createLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
