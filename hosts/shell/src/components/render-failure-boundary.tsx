import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container, Loader, Stack, Text } from '@mantine/core';

interface RenderFailureTexts {
  loading: string;
  hint: string;
  reload: string;
}

/** Spec 8: when the page fails to render, a calm "still loading" view with a reload button replaces it. */
export class RenderFailureBoundary extends Component<{ texts: RenderFailureTexts; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { texts } = this.props;
    return (
      <Container size="sm" py={120}>
        <Stack align="center" gap="md" ta="center" role="alert">
          <Loader aria-hidden="true" />
          <Text size="xl" fw={700} component="h1">
            {texts.loading}
          </Text>
          <Text c="dimmed">{texts.hint}</Text>
          <Button onClick={() => window.location.reload()}>{texts.reload}</Button>
        </Stack>
      </Container>
    );
  }
}
