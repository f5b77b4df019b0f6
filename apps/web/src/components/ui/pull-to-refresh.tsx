import type { ReactNode } from 'react';
import { usePullToRefresh, type PullToRefreshOptions } from './use-pull-to-refresh';

export interface PullToRefreshLabels {
  /** While dragging, before the threshold. */
  pull: string;
  /** Past the threshold: letting go refreshes. */
  release: string;
  /** While onRefresh runs (at least minRefreshMs). */
  refreshing: string;
}

/** The texts of docs/product.md#route-table (notifications); a screen may pass its own. */
export const defaultPullLabels: PullToRefreshLabels = {
  pull: 'Arrastra para actualizar',
  release: 'Suelta para actualizar',
  refreshing: 'Actualizando...',
};

interface PullToRefreshProps extends PullToRefreshOptions {
  children: ReactNode;
  labels?: Partial<PullToRefreshLabels>;
  className?: string;
}

const REFRESHING_HEIGHT = 48;

/** Wraps a screen: pulling down from the top of the page reveals a hint and, past the threshold, refreshes. */
export function PullToRefresh({ children, labels, className, ...options }: PullToRefreshProps) {
  const { ref, state, distance } = usePullToRefresh(options);
  const text = { ...defaultPullLabels, ...labels };
  const label =
    state === 'refreshing'
      ? text.refreshing
      : state === 'ready'
        ? text.release
        : state === 'pulling'
          ? text.pull
          : '';
  const height = state === 'refreshing' ? REFRESHING_HEIGHT : distance;
  return (
    <div ref={ref} className={className} data-pull-state={state}>
      <div
        className="flex items-end justify-center overflow-hidden"
        // Follow the finger exactly while dragging; ease only when letting go.
        style={{
          height,
          transition: state === 'pulling' || state === 'ready' ? 'none' : 'height 200ms ease-out',
        }}
      >
        <p role="status" className="flex items-center gap-2 pb-3 text-sm font-medium text-brand-800">
          {state === 'refreshing' ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-800"
            />
          ) : state !== 'idle' ? (
            <span
              aria-hidden="true"
              className={`transition-transform ${state === 'ready' ? 'rotate-180' : ''}`}
            >
              ↓
            </span>
          ) : null}
          {label}
        </p>
      </div>
      {children}
    </div>
  );
}
