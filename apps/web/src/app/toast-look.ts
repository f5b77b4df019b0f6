import type { CSSProperties } from 'react';

/*
 * sonner's own rich colours miss WCAG 2.2 AA for body text (its green, blue and red text are about
 * 4.2-4.4:1 on their pale backgrounds). These replace them: dark text of the same hue, each at least 7:1
 * (toast-host.test.tsx computes the ratios). The toaster reads them as CSS variables.
 */
export const toastPalette = {
  normal: { bg: '#ffffff', border: '#e2e8f0', text: '#0f172a' },
  success: { bg: '#f0fdf4', border: '#bbf7d0', text: '#14532d' },
  info: { bg: '#eff4ff', border: '#bfd3fe', text: '#172c66' },
  warning: { bg: '#fffbeb', border: '#fde68a', text: '#78350f' },
  error: { bg: '#fef2f2', border: '#fecaca', text: '#7f1d1d' },
} as const;

export const toastPaletteStyle = Object.fromEntries(
  Object.entries(toastPalette).flatMap(([kind, colours]) =>
    Object.entries(colours).map(([part, value]) => [`--${kind}-${part}`, value]),
  ),
) as CSSProperties;

/*
 * Toasts sit at the bottom, above the bottom navigation (4 rem tall plus the phone's safe area): at the top
 * they covered each screen's title and back button. The gap above the bar is 1 rem.
 */
export const toastBottomOffset = 'calc(5rem + env(safe-area-inset-bottom))';
