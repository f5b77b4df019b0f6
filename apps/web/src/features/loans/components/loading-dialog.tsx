import { useRef } from 'react';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';

/**
 * The full-screen loading dialog of the loans list (docs/product.md#route-table): only when nothing is
 * cached. Modal like any dialog: it holds the keyboard focus while it shows and gives it back after.
 */
export function LoadingDialog({ message }: { message: string }) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, dialog);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={message}
      tabIndex={-1}
      className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 px-6 outline-none"
    >
      <div
        role="status"
        className="flex w-full max-w-xs flex-col items-center rounded-2xl bg-white p-6 shadow-xl"
      >
        <span
          aria-hidden="true"
          className="mb-4 h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p className="text-base font-medium text-slate-800">{message}</p>
      </div>
    </div>
  );
}
