import { Center, Loader } from '@mantine/core';

export function RouteLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
