import { useCallback, useEffect, useState, type FocusEvent } from 'react';

export interface CarouselOptions {
  count: number;
  /** Advance automatically every so many milliseconds; omit for a carousel that moves only on request. */
  intervalMs?: number;
}

export interface Carousel {
  index: number;
  count: number;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** True while autoplay runs (not paused by the button, hover, focus or a reduced-motion preference). */
  playing: boolean;
  /** Paused with the pause button (or by the reduced-motion preference). */
  pausedByUser: boolean;
  togglePaused(): void;
  /** Spread on the carousel's root: hovering or focusing it holds autoplay. */
  holdHandlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Index state of a carousel that wraps both ways, with optional pausable autoplay. */
export function useCarousel({ count, intervalMs }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) setPausedByUser(true);
  }, []);

  useEffect(() => {
    setIndex((current) => (current >= count ? wrap(current, count) : current));
  }, [count]);

  const playing = intervalMs !== undefined && count > 1 && !pausedByUser && !hovered && !focused;

  // Restarted on every move, so a slide picked by hand gets its full interval.
  useEffect(() => {
    if (!playing || intervalMs === undefined) return;
    const timer = setTimeout(() => setIndex((current) => wrap(current + 1, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, intervalMs, count, index]);

  const goTo = useCallback((target: number) => setIndex(wrap(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrap(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrap(current - 1, count)), [count]);
  const togglePaused = useCallback(() => setPausedByUser((paused) => !paused), []);

  return {
    index: wrap(index, count),
    count,
    goTo,
    next,
    previous,
    playing,
    pausedByUser,
    togglePaused,
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
