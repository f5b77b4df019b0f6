import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal sheet: Escape and the backdrop close it. While open, Tab and Shift+Tab stay inside it
 * (focus-trap, WCAG 2.4.3): focus moves to its first control on open and back where it was on close.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const titleId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // The backdrop is inside the trap; a click on it closes the dialog (below). A dialog with nothing to
  // press still takes the focus, on its panel.
  useFocusTrap(overlay, panel, open);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div ref={overlay} className="fixed inset-0 z-50 flex items-end justify-center sm:items-center">
      <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl outline-none sm:rounded-3xl"
      >
        <h2 id={titleId} className="mb-4 text-center text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
