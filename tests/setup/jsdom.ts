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

// Component tests render Mantine in jsdom; on a loaded 2-core machine some take seconds.
jest.setTimeout(30_000);
