import { TextDecoder, TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import { render as renderWithoutProviders, type RenderOptions, type RenderResult } from '@testing-library/react';
import { AppProviders } from './app-providers';

// jsdom lacks these and react-router needs them at import time; test files import this entry first.
// (Belongs in tests/setup/jsdom.ts; kept here until it moves there.)
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

/** Test-only entry (`@app/ui/testing`): renders inside the same providers the apps use. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return renderWithoutProviders(ui, { wrapper: AppProviders, ...options });
}

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
