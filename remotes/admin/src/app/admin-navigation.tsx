import { Link, useLocation } from 'react-router-dom';
import { NavLink, Stack } from '@mantine/core';
import { useSession } from '@app/session';
import { ADMIN_PATHS } from '../config/paths';
import { isCurrentSection, sectionsFor } from '../config/sections';

/** Every section the signed-in user may open, the current one marked (aria-current="page"). */
export function AdminNavigation({ label }: { label: string }) {
  const isAdmin = useSession((state) => state.isAdmin);
  const { pathname } = useLocation();
  const items = [{ title: 'Přehled', to: ADMIN_PATHS.dashboard }, ...sectionsFor(isAdmin)];
  return (
    <Stack component="nav" aria-label={label} gap={2}>
      {items.map((item) => {
        const current = isCurrentSection(pathname, item.to);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.title}
            active={current}
            aria-current={current ? 'page' : undefined}
            variant="light"
            fw={current ? 700 : 500}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </Stack>
  );
}
