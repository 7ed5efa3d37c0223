import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

/** The heading block every public page opens with. */
export function PageIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }}>
      <Stack gap="md" maw={760}>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          {title}
        </Title>
        <Text size="lg" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
