import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { notifyError, notifyInfo, notifySuccess } from '../lib/toasts';
import { ToastHost } from './toast-host';

extend([a11yPlugin]);

/** The colours the toaster really paints a toast of this kind with (its CSS variables). */
async function shownColours(kind: 'success' | 'info' | 'error', text: string) {
  const toast = (await screen.findByText(text)).closest('[data-sonner-toast]')!;
  expect(toast).toHaveAttribute('data-type', kind);
  const toaster = toast.closest<HTMLElement>('[data-sonner-toaster]')!;
  return {
    toaster,
    text: toaster.style.getPropertyValue(`--${kind}-text`),
    background: toaster.style.getPropertyValue(`--${kind}-bg`),
  };
}

describe('toasts', () => {
  it('sit at the bottom, above the bottom navigation and the safe area, clear of titles and back buttons', async () => {
    render(<ToastHost />);
    act(() => notifySuccess('Perfil actualizado'));
    const { toaster } = await shownColours('success', 'Perfil actualizado');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    for (const variable of ['--offset-bottom', '--mobile-offset-bottom']) {
      expect(toaster.style.getPropertyValue(variable)).toBe('calc(5rem + env(safe-area-inset-bottom))');
    }
  });

  it.each([
    ['success', () => notifySuccess('Foto actualizada', 'Se guardó su nueva foto')],
    ['info', () => notifyInfo('Sin cambios', 'No hay datos para actualizar')],
    ['error', () => notifyError('Error', 'No se pudo procesar la operación')],
  ] as const)('%s text meets WCAG 2.2 AA contrast (4.5:1) on its background', async (kind, show) => {
    render(<ToastHost />);
    act(show);
    const title = { success: 'Foto actualizada', info: 'Sin cambios', error: 'Error' }[kind];
    const colours = await shownColours(kind, title);
    expect(colours.text).toMatch(/^#/);
    expect(colord(colours.text).contrast(colours.background)).toBeGreaterThanOrEqual(4.5);
  });
});
