import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../../scripts/lib/stack';
import { launchChromium } from './chromium';

type StackOptions = Parameters<typeof startStack>[0];

/**
 * One stack (backend + both builds, with `options` as startStack takes them, e.g. the live publisher) for a
 * test file, started before and stopped after it. Every jest worker runs its own files, each on ports of its own.
 */
export function useStack(options?: StackOptions): { readonly stack: Stack } {
  const fixture = {} as { stack: Stack };
  beforeAll(async () => {
    fixture.stack = await startStack(options);
  }, 120_000);
  afterAll(async () => {
    await fixture.stack?.stop();
  });
  return fixture;
}

/** A stack as useStack starts it, and one Chromium for the test file, whose contexts each test leaves closed. */
export function useStackAndBrowser(options?: StackOptions): { readonly stack: Stack; readonly browser: Browser } {
  const running = useStack(options);
  const fixture = {
    get stack() {
      return running.stack;
    },
  } as { readonly stack: Stack; browser: Browser };
  beforeAll(async () => {
    fixture.browser = await launchChromium();
  }, 120_000);
  // A page left open keeps running (a headless page is never hidden): an animation on it repaints every
  // frame until the file ends. What a test opened is closed after it.
  afterEach(async () => {
    await Promise.all(fixture.browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  return fixture;
}
