import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../../scripts/lib/stack';
import { launchChromium } from './chromium';

/**
 * One stack (backend + both builds, with `options` as startStack takes them, e.g. the live publisher) and one
 * Chromium for a test file, started before and stopped after it.
 */
export function useStackAndBrowser(options?: Parameters<typeof startStack>[0]): { readonly stack: Stack; readonly browser: Browser } {
  const fixture = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    fixture.stack = await startStack(options);
    fixture.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.stack?.stop();
  });
  return fixture;
}
