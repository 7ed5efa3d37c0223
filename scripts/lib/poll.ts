export interface PollOptions {
  timeoutMs: number;
  intervalMs: number;
  /** What was awaited, for the error after `timeoutMs` ("the photos' variants were made"); a function is read then. */
  what: string | (() => string);
}

/**
 * Calls `check` until it returns a value other than undefined and resolves with it; waits `intervalMs`
 * between calls and rejects once `timeoutMs` has passed since the first. An error thrown by `check`
 * (a state that can no longer turn out well) ends the wait at once.
 */
export async function pollUntil<T>(check: () => Promise<T | undefined>, { timeoutMs, intervalMs, what }: PollOptions): Promise<T> {
  const started = Date.now();
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
