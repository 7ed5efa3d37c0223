import { Center, Loader, Text, Stack } from '@mantine/core';

/** A screen's loading placeholder, announced to assistive technology. */
export function LoadingState({ label = 'Načítám...' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
