import { lazy, type ComponentType } from 'react';
import { loadOnce } from '../components/load-once';

export interface LazyPage<P extends object> {
  /** Renders the page; suspends (show a fallback) until its chunk has loaded. */
  Component: ComponentType<P>;
  /** Loads the chunk; after it resolves, Component renders synchronously (hydration, prerendering). */
  preload: () => Promise<void>;
}

/**
 * A page in its own chunk that can also be loaded ahead of rendering: hydrating prerendered markup or
 * rendering it on the server must not suspend, while client-side navigation may show a loader.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const chunk = loadOnce(load);
  const Suspending = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = chunk.loaded();
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return {
    Component,
    preload: () => chunk.load().then(() => undefined),
  };
}
