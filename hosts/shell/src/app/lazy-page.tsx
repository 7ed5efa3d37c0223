import { lazy, type ComponentType } from 'react';

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
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed load (offline) may be tried again.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Suspending = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return {
    Component,
    preload: () => loadOnce().then(() => undefined),
  };
}
