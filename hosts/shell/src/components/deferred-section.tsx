import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

export interface DeferredSection<P extends object> {
  /** Renders the section; on a prerendered page it hydrates when it nears the viewport. */
  Component: ComponentType<P>;
  /** Loads the section's chunk (the server renders every section in full). */
  preload: () => Promise<void>;
}

const ATTRIBUTE = 'data-deferred-section';
/** Start loading a section this far before it scrolls into view. */
const VIEWPORT_MARGIN = '400px 0px';

const registered: Array<() => Promise<void>> = [];

/** Every deferred section created so far: the prerenderer loads them all before rendering. */
export function preloadDeferredSections(): Promise<void> {
  return Promise.all(registered.map((preload) => preload())).then(() => undefined);
}

/**
 * Resolves when the prerendered section `name` nears the viewport. With no such markup (a page rendered
 * in the browser, a test) there is nothing to wait for.
 */
function nearViewport(name: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[${ATTRIBUTE}="${name}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold section in a chunk of its own. The server renders it in full; in the browser a
 * prerendered section stays as server HTML (React keeps a suspended boundary's markup while hydrating)
 * until it nears the viewport, so the first visit downloads and runs only what is on screen.
 * Once hydrated, the wrapper carries `data-ready`.
 */
export function deferredSection<P extends object>(name: string, load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  const chunk = loadOnce(load);
  const preload = () => chunk.load().then(() => undefined);
  registered.push(preload);

  function ReadyMarker({ onReady }: { onReady: () => void }) {
    useEffect(onReady, [onReady]);
    return null;
  }

  function Section(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const clickedEarly = useRef<HTMLElement | null>(null);
    // One pending component per mount: it waits for this mount's markup, if the server rendered any.
    const [Pending] = useState(() => lazy(() => nearViewport(name).then(chunk.load).then((component) => ({ default: component }))));

    // React drops (and stops, at its root) a click on markup it has not hydrated yet: remember the button
    // from the document, above React's root, and press it once the section has hydrated.
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const rememberButton = (event: MouseEvent) => {
        if (element.hasAttribute('data-ready') || !(event.target instanceof Element) || !element.contains(event.target)) return;
        const button = event.target.closest('button');
        if (button) clickedEarly.current = button;
      };
      document.addEventListener('click', rememberButton, true);
      return () => document.removeEventListener('click', rememberButton, true);
    }, []);

    const onReady = useCallback(() => {
      wrapper.current?.setAttribute('data-ready', '');
      const button = clickedEarly.current;
      clickedEarly.current = null;
      if (button?.isConnected) button.click();
    }, []);

    const Loaded = chunk.loaded();
    return (
      <div {...{ [ATTRIBUTE]: name }} ref={wrapper}>
        <Suspense fallback={null}>
          {Loaded ? <Loaded {...props} /> : <Pending {...props} />}
          <ReadyMarker onReady={onReady} />
        </Suspense>
      </div>
    );
  }
  return { Component: Section, preload };
}
