import { Suspense, lazy, memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
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

/** Interactions that show a visitor is about to use a section (a pointer over it, a tap, focus, a key). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The page the visit arrived on (whose prerendered markup the sections hydrate). */
const arrivalPath = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * Resolves when the visitor first interacts with the prerendered section `name`. On a page reached by a
 * client-side navigation (rendered anew, not hydrated) or with no such markup, at once.
 */
function firstInteraction(name: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[${ATTRIBUTE}="${name}"]`);
  if (!element || window.location.pathname !== arrivalPath) return Promise.resolve();
  // On the document, above React's root, which stops events on markup it has not hydrated yet.
  return new Promise((resolve) => {
    const touched = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of INTERACTIONS) document.removeEventListener(type, touched, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, touched, { capture: true, passive: true });
  });
}

/** When a prerendered deferred section hydrates: as it nears the viewport, or at the visitor's first interaction with it. */
export type DeferredUntil = 'viewport' | 'interaction';

/**
 * A below-the-fold section in a chunk of its own. The server renders it in full; in the browser a
 * prerendered section stays as server HTML (React keeps a suspended boundary's markup while hydrating)
 * until it nears the viewport, so the first visit downloads and runs only what is on screen.
 * Once hydrated, the wrapper carries `data-ready`.
 */
export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  until: DeferredUntil = 'viewport',
): DeferredSection<P> {
  const chunk = loadOnce(load);
  // Asked for by the page (preload): a section still waiting for an interaction stops waiting.
  let requested: () => void = () => undefined;
  const request = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const preload = () => {
    requested();
    return chunk.load().then(() => undefined);
  };
  registered.push(preload);

  function ReadyMarker({ onReady }: { onReady: () => void }) {
    useEffect(onReady, [onReady]);
    return null;
  }

  function Section(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const clickedEarly = useRef<HTMLElement | null>(null);
    // One component per mount, kept: the section loaded already (the server, a later visit), else one that
    // waits for this mount's markup. Swapping one for the other when the chunk arrives would remount the
    // section and lose its state (a form's typed address, its answer).
    const [Shown] = useState<ComponentType<P>>(
      () =>
        chunk.loaded() ??
        lazy(() =>
          (until === 'interaction' ? Promise.race([firstInteraction(name), request]) : nearViewport(name))
            .then(chunk.load)
            .then((component) => ({ default: component })),
        ),
    );

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
      // A form sent before hydration (Enter in a field clicks its submit button, remembered above) would
      // leave the page: held back, the remembered click sends it once the section has hydrated.
      const holdSubmit = (event: SubmitEvent) => {
        if (!element.hasAttribute('data-ready') && event.target instanceof Node && element.contains(event.target)) event.preventDefault();
      };
      document.addEventListener('click', rememberButton, true);
      document.addEventListener('submit', holdSubmit, true);
      return () => {
        document.removeEventListener('click', rememberButton, true);
        document.removeEventListener('submit', holdSubmit, true);
      };
    }, []);

    const onReady = useCallback(() => {
      wrapper.current?.setAttribute('data-ready', '');
      const button = clickedEarly.current;
      clickedEarly.current = null;
      if (button?.isConnected) button.click();
    }, []);

    return (
      <div {...{ [ATTRIBUTE]: name }} ref={wrapper}>
        <Suspense fallback={null}>
          <Shown {...props} />
          <ReadyMarker onReady={onReady} />
        </Suspense>
      </div>
    );
  }
  // A page that re-renders (fresh data arriving) must not re-render a section still waiting to hydrate:
  // React would give up its server HTML for the empty fallback. Same props, no re-render.
  return { Component: memo(Section), preload };
}
