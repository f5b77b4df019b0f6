import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToasterNeeded } from '../lib/toasts';
import { toastBottomOffset, toastPaletteStyle } from './toast-look';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

const offset = { bottom: toastBottomOffset };
const mobileOffset = { bottom: toastBottomOffset, left: '1rem', right: '1rem' };

/** Mounts sonner's Toaster on the first toast (see lib/toasts.ts), at the bottom, in AA colours (toast-look.ts). */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={offset}
        mobileOffset={mobileOffset}
        style={toastPaletteStyle}
        toastOptions={{ style: { fontSize: '0.9375rem' } }}
        richColors
        closeButton
      />
    </Suspense>
  );
}
