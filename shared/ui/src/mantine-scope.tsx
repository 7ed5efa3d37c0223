import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';

/** Our Mantine theme around a subtree: the back office, and the public pages that use Mantine widgets. */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
