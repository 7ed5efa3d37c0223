import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs tasks one at a time, in arrival order. PGlite has one connection, so every statement of one
 * request must run before the next request's begin. A task that asks the queue again from inside itself
 * would wait for itself forever: that is reported as an error instead.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly inside = new AsyncLocalStorage<boolean>();

  run<R>(task: () => Promise<R>): Promise<R> {
    const nested = this.nestedCall();
    if (nested) return Promise.reject(nested);
    const result = this.tail.then(() => this.inside.run(true, task));
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** The error for a call made from inside a task of this queue (it would wait for itself), else null. */
  nestedCall(): Error | null {
    return this.inside.getStore() ? new Error('Nested database call: inside transaction()/asRole() use the tx argument, not db.') : null;
  }
}
