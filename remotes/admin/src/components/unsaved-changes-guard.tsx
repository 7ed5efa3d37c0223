import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface UnsavedChangesGuardProps {
  /**
   * True while leaving would lose changes; pass `dirty && !isSubmitting` from Formik, so the navigation a
   * successful save makes from inside onSubmit is not questioned.
   */
  when: boolean;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker (the host
 * runs a data router) with a dialog, closing or reloading the tab through the browser's beforeunload prompt.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  return useUnsavedChangesGuard(when).prompt;
}

/** The same as a hook: render `prompt` inside the form. */
export function useUnsavedChangesGuard(when: boolean): { prompt: ReactElement } {
  const whenRef = useRef(when);
  useEffect(() => {
    whenRef.current = when;
  }, [when]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        whenRef.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const stay = () => blocker.reset?.();
  const leave = () => blocker.proceed?.();

  const prompt = (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title="Neuložené změny" centered>
      <Stack gap="lg">
        <Text>Máte neuložené změny. Opravdu chcete odejít? Neuložené změny budou ztraceny.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay}>
            Zůstat
          </Button>
          <Button color="red" onClick={leave}>
            Odejít bez uložení
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { prompt };
}
