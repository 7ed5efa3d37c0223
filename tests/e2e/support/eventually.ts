/**
 * Retries an assertion until it passes or the time is up, then throws its last failure: for values that
 * settle after a page has appeared (a prerendered page hydrates with build-time data, then reads fresh
 * rows). Like Playwright's `expect.poll`/`toPass`, which jest's expect lacks.
 */
export async function eventually(assertion: () => Promise<void> | void, { timeout = 10_000, interval = 100 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}
