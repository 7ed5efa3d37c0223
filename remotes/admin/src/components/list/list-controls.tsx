import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, Pagination, Paper, Select, Table, Text, TextInput, UnstyledButton, useMatches, type TableThProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAGE_SIZES, type ListPage } from '@app/content';
import { LoadingState } from '../loading-state';
import type { ListState } from './use-list-state';
import type { ListPageState } from './use-list-page';

/** The search box: what is typed reaches the URL (and the database) after a short pause, or at once on Enter. */
function ListSearch({ value, onSearch, label, placeholder }: { value: string; onSearch: (value: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, 300);
  // Back/forward or "Zrušit filtry" change the URL: the box follows.
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list, its value in the URL under `name`. `unfilteredLabel` names the list without it ("Vše"
 * unless the list leaves something out by default, as enquiries leave out spam).
 */
export function ListFilter({
  state,
  name,
  label,
  options,
  unfilteredLabel = 'Vše',
}: {
  state: ListState;
  name: string;
  label: string;
  options: FilterOption[];
  unfilteredLabel?: string;
}) {
  return (
    <Select
      label={label}
      value={state.query.filters[name] ?? ''}
      onChange={(value) => state.setFilter(name, value || null)}
      data={[{ value: '', label: unfilteredLabel }, ...options]}
      allowDeselect={false}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/**
 * How a list is sorted where it has no sortable column headers: `options` are the columns (as the headers name
 * them); `headersFrom` is the width from which the list is a table whose headers sort (below it, on phones, the
 * list is cards or a table scrolled sideways), so the control shows only below it. Without `headersFrom` the
 * list never has headers (cards, a grid) and the control always shows.
 */
export interface ListSort {
  options: FilterOption[];
  headersFrom?: 'md';
}

/**
 * Search, the list's filters, its sort control and "Zrušit filtry" above a list. On phones the filters fold
 * behind "Filtry" (with how many are set), so the rows start near the top; the sort control stays out.
 */
export function ListToolbar({
  state,
  searchLabel = 'Hledat',
  searchPlaceholder,
  children,
  sort,
  actions,
}: {
  state: ListState;
  searchLabel?: string;
  searchPlaceholder: string;
  sort?: ListSort;
  /** The list's filters (folded on phones). */
  children?: ReactNode;
  /** Buttons that act on the whole list (e.g. an export), always shown. */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const active = Object.keys(state.query.filters).length;
  return (
    <Group role="search" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <ListSearch value={state.query.search} onSearch={state.setSearch} label={searchLabel} placeholder={searchPlaceholder} />
      {children && (
        <>
          <Button variant="default" hiddenFrom="sm" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            Filtry{active > 0 ? ` (${active})` : ''}
          </Button>
          <Group className="admin-list-filters" data-open={open || undefined} align="flex-end" gap="sm" wrap="wrap">
            {children}
          </Group>
        </>
      )}
      {sort && (
        <Box hiddenFrom={sort.headersFrom} w={{ base: '100%', xs: 'auto' }}>
          <SortSelect state={state} options={sort.options} />
        </Box>
      )}
      {state.narrowed && (
        <Button variant="subtle" onClick={state.clear}>
          Zrušit filtry
        </Button>
      )}
      {actions}
    </Group>
  );
}

/** A column header that sorts the list by its column (again: the other way); aria-sort tells which. */
export function SortableTh({ state, column, children, ...props }: { state: ListState; column: string; children: ReactNode } & TableThProps) {
  const active = state.query.sort.column === column;
  const ascending = state.query.sort.direction === 'asc';
  return (
    <Table.Th {...props} aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => state.toggleSort(column)} className="admin-sort-button" fw={700} fz="sm">
        {children}
        <span aria-hidden="true" className="admin-sort-mark">
          {active ? (ascending ? '▲' : '▼') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The sort control (ListToolbar's `sort`): the column and the direction, in the URL as the headers put it. */
function SortSelect({ state, options }: { state: ListState; options: FilterOption[] }) {
  const { column, direction } = state.query.sort;
  return (
    <Select
      label="Řadit podle"
      value={`${column}.${direction}`}
      onChange={(value) => {
        const [nextColumn, nextDirection] = (value ?? '').split('.');
        if (nextColumn) state.setSort({ column: nextColumn, direction: nextDirection === 'asc' ? 'asc' : 'desc' });
      }}
      data={options.flatMap((option) => [
        { value: `${option.value}.asc`, label: `${option.label} ↑` },
        { value: `${option.value}.desc`, label: `${option.label} ↓` },
      ])}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

const PAGE_CONTROL_LABELS = { first: 'První strana', last: 'Poslední strana', next: 'Další strana', previous: 'Předchozí strana' } as const;

/** The page buttons, each named for assistive technology ("Strana 2", "Další strana"); nothing for one page. */
export function ListPagination({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  // Phones: buttons of 44 px (admin.css) in one row of 375 px: no neighbours beside the current page, a smaller gap.
  const siblings = useMatches({ base: 0, sm: 1 });
  const gap = useMatches({ base: 4, sm: 8 });
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      size="sm"
      siblings={siblings}
      gap={gap}
      getItemProps={(number) => ({ 'aria-label': `Strana ${number}` })}
      getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
    />
  );
}

/** "Celkem N", the page buttons and the page size under a list. */
export function ListFooter({ state, page }: { state: ListState; page: ListPage<unknown> }) {
  const pages = Math.max(1, Math.ceil(page.total / state.query.pageSize));
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="list-total">
        Celkem: {page.total}
      </Text>
      <ListPagination pages={pages} page={Math.min(state.query.page, pages)} onChange={state.setPage} />
      <Select
        label="Na stránce"
        value={String(state.query.pageSize)}
        onChange={(value) => value && state.setPageSize(Number(value))}
        data={PAGE_SIZES.map(String)}
        allowDeselect={false}
        w={110}
        size="xs"
      />
    </Group>
  );
}

/**
 * The states of a list: loading (first time), failed, no rows at all (`empty`), nothing matching the
 * search or filters, and the rows (marked busy, with a small loader, while the next page loads).
 */
export function ListBody<Page extends ListPage<unknown>>({
  list,
  state,
  loadingLabel,
  empty,
  children,
}: {
  list: ListPageState<Page>;
  state: ListState;
  loadingLabel: string;
  empty: ReactNode;
  children: (rows: Page['rows']) => ReactNode;
}) {
  if (!list.page) {
    return list.error ? (
      <Alert color="red" title="Chyba při načítání">
        {list.error}
      </Alert>
    ) : (
      <LoadingState label={loadingLabel} />
    );
  }
  if (list.page.rows.length === 0) {
    return state.narrowed ? (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text mb="sm">Hledání ani filtrům nic neodpovídá.</Text>
        <Button variant="light" onClick={state.clear}>
          Zrušit filtry
        </Button>
      </Paper>
    ) : (
      <>{empty}</>
    );
  }
  return (
    <>
      {/* While the next page loads the shown rows stay readable (no dimming: contrast); a loader says so. */}
      <Box aria-busy={list.loading} pos="relative">
        {list.loading && <Loader size="xs" pos="absolute" top={-22} right={0} role="status" aria-label="Načítám..." />}
        {children(list.page.rows)}
      </Box>
      <ListFooter state={state} page={list.page} />
    </>
  );
}
