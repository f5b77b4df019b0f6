import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error at once and the other tones politely', () => {
    render(
      <>
        <Alert tone="error">Credenciales incorrectas</Alert>
        <Alert tone="success">Contraseña creada</Alert>
        <Alert tone="info">Sesión cerrada</Alert>
        <Alert tone="warning">Monto adeudado</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciales incorrectas');
    expect(screen.getAllByRole('status').map((box) => box.textContent)).toEqual([
      'Contraseña creada',
      'Sesión cerrada',
      'Monto adeudado',
    ]);
  });
});
