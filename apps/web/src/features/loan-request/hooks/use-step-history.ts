import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface StepState {
  wizardStep?: number;
}

/**
 * The wizard's step lives in the history entry's state, one entry per step, so that the browser's or the
 * phone's back button steps back inside the wizard. On arrival an entry for step 0 is pushed above the one
 * that opened the wizard: coming back onto that lower entry means leaving, and `onLeave` decides whether
 * the member stays (forward again) or goes to /loans. A reloaded page keeps the entry's step but not what
 * was filled in, so it starts again at step 0.
 */
export function useStepHistory(stepCount: number, onLeave: () => 'stay' | 'leave') {
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const stored = (location.state as StepState | null)?.wizardStep;
  // Refs, not state: React's development double-run of effects must neither push twice nor read "leaving".
  const inside = useRef(false);
  const pushed = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    if (stored !== undefined) {
      if (!inside.current && stored !== 0)
        void navigate(pathname, { replace: true, state: { wizardStep: 0 } });
      inside.current = true;
      return;
    }
    if (!inside.current) {
      if (!pushed.current) void navigate(pathname, { state: { wizardStep: 0 } });
      pushed.current = true;
      return;
    }
    if (leave.current() === 'stay') void navigate(1);
    else void navigate('/loans', { replace: true });
  }, [stored, pathname, navigate]);

  const index = inside.current ? Math.min(Math.max(stored ?? 0, 0), stepCount - 1) : 0;
  return {
    index,
    next: () => {
      if (index < stepCount - 1) void navigate(pathname, { state: { wizardStep: index + 1 } });
    },
    /** docs/product.md#the-request-wizard: back goes to the previous step; from the first step nothing happens. */
    back: () => {
      if (index > 0) void navigate(-1);
    },
    /** Leaves the wizard the way the browser's back button does (asking first when there are photos). */
    exit: () => void navigate(-1),
    restart: () => void navigate(pathname, { replace: true, state: { wizardStep: 0 } }),
  };
}
