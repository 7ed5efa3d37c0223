import type { ReactNode } from 'react';
import { Group, type GroupProps } from '@mantine/core';

/**
 * A form's save and cancel buttons, the last thing in the form. On phones (below the sm breakpoint) they stay
 * in a bar at the bottom of the viewport while the form is on screen, above the safe area, so a long form
 * never has to be scrolled through to save it. The bar is sticky rather than fixed: it keeps its own place
 * after the last field, so when the form is scrolled to its end the bar sits below that field instead of
 * covering it. From sm up the buttons stand at the end of the form like any others.
 */
export function FormActions({ children, justify = 'flex-start', ...props }: { children: ReactNode } & Omit<GroupProps, 'children'>) {
  return (
    <Group {...props} justify={justify} gap="sm" className="admin-form-actions" data-testid="form-actions">
      {children}
    </Group>
  );
}
