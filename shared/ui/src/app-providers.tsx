import type { ReactNode } from 'react';
import { MantineScope } from './mantine-scope';
import { NotificationsOutlet } from './notifications-outlet';

/** Everything a Mantine application needs around it (the back office, component tests). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineScope>
      <NotificationsOutlet />
      {children}
    </MantineScope>
  );
}
