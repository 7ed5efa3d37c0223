import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Flex, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';

/**
 * Below this width a list table scrolls sideways instead of squeezing its columns (phones). It is narrower than
 * the content column at the smallest desktop width (992 px less the 232 px sidebar and the padding: 728 px), so
 * from there up a list table fits whole, its cells wrapping, and no row action is cut off.
 */
export const LIST_TABLE_MIN_WIDTH = 720;

/**
 * A list's table in its bordered, horizontally scrolling frame: `head` is the header cells, `children` the rows.
 * With `cards` (one card per row), phones and narrow windows get the cards instead, up to md, where the table
 * fits whole: no sideways scrolling. Such a list gives ListToolbar a `sort` with `headersFrom: 'md'`.
 */
export function ListTable({
  minWidth = LIST_TABLE_MIN_WIDTH,
  head,
  cards,
  children,
}: {
  minWidth?: number;
  head: ReactNode;
  cards?: ReactNode;
  children: ReactNode;
}) {
  const table = (
    <Paper withBorder radius="md" visibleFrom={cards ? 'md' : undefined}>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={minWidth} className="admin-list-table">
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
  if (!cards) return table;
  return (
    <>
      <Stack gap="sm" hiddenFrom="md">
        {cards}
      </Stack>
      {table}
    </>
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

/**
 * A row's action buttons at the end of the row: side by side from the lg breakpoint; below it, where the
 * table has less room, they stack rather than push the table past its frame.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap={4} justify="flex-end" wrap={{ base: 'wrap', lg: 'nowrap' }}>
      {children}
    </Flex>
  );
}
