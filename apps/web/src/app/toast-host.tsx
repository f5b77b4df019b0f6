import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToasterNeeded } from '../lib/toasts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Mounts sonner's Toaster on the first toast (see lib/toasts.ts). */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
