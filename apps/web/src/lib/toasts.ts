import { toastDurations } from './toast-durations';

type Kind = 'success' | 'info' | 'error';
type Listener = () => void;

/**
 * sonner is loaded on the first toast, not with the first page: a first visit to /login must stay small.
 * The host (app/toast-host.tsx) mounts the Toaster when asked; sonner replays toasts created before it.
 */
let requested = false;
const listeners = new Set<Listener>();

export function onToasterNeeded(listener: Listener) {
  if (requested) listener();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const loadSonner = () => import('sonner');

function show(kind: Kind, title: string, description: string | undefined, duration: number) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Fire and forget: a toast is never waited for; if its chunk cannot load (offline) there is nothing to show.
  void loadSonner()
    .then(({ toast }) => {
      toast[kind](title, { description, duration });
    })
    .catch(() => undefined);
}

export function notifySuccess(title: string, description?: string) {
  return show('success', title, description, toastDurations.success);
}

export function notifyInfo(title: string, description?: string) {
  return show('info', title, description, toastDurations.success);
}

/** Error toasts last 10 s; connection errors 8 s (docs/product.md#toast-durations); a few have their own (confirm failure 6 s). */
export function notifyError(
  title: string,
  description?: string,
  options: { connection?: boolean; duration?: number } = {},
) {
  const duration =
    options.duration ?? (options.connection ? toastDurations.connectionError : toastDurations.error);
  return show('error', title, description, duration);
}
