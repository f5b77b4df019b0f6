import { useCallback, useEffect, useRef, useState } from 'react';

export type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing';

export interface PullToRefreshOptions {
  /** Runs when the member lets go past the threshold. The indicator stays until it settles. */
  onRefresh: () => unknown;
  /** Pixels of drag past which letting go refreshes (spec 9: 80 for loans and notifications). */
  threshold?: number;
  /** The drag is capped here (spec 9: 150 for notifications, below 120 for loans). */
  maxPull?: number;
  /** The refreshing state lasts at least this long, so 'Actualizando...' can be read (spec 9: 1 s). */
  minRefreshMs?: number;
  disabled?: boolean;
  /** Whether the page is scrolled to the top; a pull only starts there. Defaults to the window. */
  isAtTop?: () => boolean;
}

export interface PullToRefresh {
  /** Attach to the element that receives the touches. */
  ref: (element: HTMLElement | null) => void;
  state: PullState;
  /** Current drag in pixels, 0..maxPull. */
  distance: number;
}

const windowAtTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Touch-driven pull-to-refresh. Native listeners rather than React's: React registers touchmove as
 * passive, and only a non-passive listener can stop the browser's own overscroll (which reloads the page
 * in Chrome on Android) while the member is pulling.
 */
export function usePullToRefresh({
  onRefresh,
  threshold = 80,
  maxPull = 150,
  minRefreshMs = 1000,
  disabled = false,
  isAtTop = windowAtTop,
}: PullToRefreshOptions): PullToRefresh {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // Latest values for the native listeners, which are bound once per element.
  const latest = useRef({ onRefresh, threshold, maxPull, minRefreshMs, disabled, isAtTop, refreshing });
  latest.current = { onRefresh, threshold, maxPull, minRefreshMs, disabled, isAtTop, refreshing };
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    const { onRefresh: run, minRefreshMs: minimum } = latest.current;
    setRefreshing(true);
    setDistance(0);
    try {
      // The executor runs at once (the caller sees onRefresh called) and turns a throw into a rejection.
      await Promise.all([new Promise((resolve) => resolve(run())), wait(minimum)]);
    } catch {
      // The screen shows its own error state; the indicator just goes away.
    } finally {
      if (mounted.current) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    if (!element) return;
    let startY: number | null = null;
    let pulled = 0;

    const onStart = (event: TouchEvent) => {
      const { disabled: off, refreshing: busy, isAtTop: atTop } = latest.current;
      const touch = event.touches[0];
      startY = !off && !busy && touch && event.touches.length === 1 && atTop() ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const delta = touch.clientY - startY;
      if (delta <= 0 || !latest.current.isAtTop()) {
        // Scrolling up, or the page moved: this is a scroll, not a pull.
        if (pulled > 0) setDistance(0);
        if (delta < 0) startY = null;
        pulled = 0;
        return;
      }
      if (event.cancelable) event.preventDefault();
      pulled = Math.min(delta, latest.current.maxPull);
      setDistance(pulled);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const release = pulled > latest.current.threshold;
      pulled = 0;
      if (release) void refresh();
      else setDistance(0);
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [element, refresh]);

  const state: PullState = refreshing
    ? 'refreshing'
    : distance > threshold
      ? 'ready'
      : distance > 0
        ? 'pulling'
        : 'idle';
  return { ref: setElement, state, distance };
}
