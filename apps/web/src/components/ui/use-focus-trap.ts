import { useEffect, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

/**
 * While `active`, Tab and Shift+Tab stay inside `container` (focus-trap, WCAG 2.4.3): focus moves to its
 * first control, or to `fallback` when it has none, and goes back where it was when the trap ends.
 * A click outside is let through; the caller decides what it means.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  active = true,
) {
  useEffect(() => {
    if (!active || !container.current) return;
    const trap = createFocusTrap(container.current, {
      fallbackFocus: () => fallback.current ?? document.body,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, container, fallback]);
}
