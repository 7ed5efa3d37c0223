import '@app/i18n/all-messages';
import '@testing-library/jest-dom';

// jsdom lacks the layout APIs Mantine calls.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});
Element.prototype.scrollIntoView = function scrollIntoView() {};

// react-router reads these at load; jsdom does not provide them.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch Request; a data router (createMemoryRouter, which form screens need for their
// unsaved-changes blocker) builds one per navigation and, without loaders, reads only these.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? null;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// Component tests render Mantine in jsdom; on a loaded 2-core machine some take seconds.
jest.setTimeout(30_000);

// findBy*/waitFor wait up to 1 s by default; on a 2-core machine running the browser tests beside these,
// a Mantine toast has taken longer to appear. The bound only matters when something is slow: a test that
// passes does not wait for it.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
