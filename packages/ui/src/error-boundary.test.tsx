import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('pantalla rota');
}

describe('ErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <ErrorBoundary fallback={<p>Algo salió mal</p>}>
        <p>Pantalla</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Pantalla')).toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal')).not.toBeInTheDocument();
  });

  it('shows the fallback instead of a screen that throws, and logs the error', () => {
    // React reports the caught error too; the boundary's own line is the one this test looks for.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>Algo salió mal</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Algo salió mal')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Error al mostrar la pantalla',
      expect.objectContaining({ message: 'pantalla rota' }),
      expect.any(String),
    );
  });
});
