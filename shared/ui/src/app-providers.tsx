import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NotificationsOutlet } from './notifications-outlet';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <NotificationsOutlet />
      {children}
    </MantineProvider>
  );
}
