import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/api-error';
import { connectionErrorMessage } from '../../../lib/api-client';
import { registerErrorToast } from './register-errors';

const apiError = (Status: number, Mensaje: string, kind: ApiError['kind'] = 'status') =>
  new ApiError({ Status, Mensaje, kind, path: '/x' });

describe('registration error catalogue', () => {
  it('maps each failure to the spec text', () => {
    expect(registerErrorToast(apiError(400, 'DNI repetido'))).toEqual({
      title: '❌ Datos incorrectos',
      description: 'DNI repetido',
    });
    expect(registerErrorToast(apiError(500, 'Token inválido o vencido.')).title).toBe('❌ Token inválido');
    expect(registerErrorToast(apiError(500, 'Token inválido o vencido.')).description).toMatch(
      /pre-registro/,
    );
    expect(registerErrorToast(apiError(500, 'Falla interna'))).toEqual({
      title: '❌ Error del servidor',
      description: 'Falla interna',
    });
    expect(registerErrorToast(apiError(429, 'Demasiados intentos')).title).toBe(
      'Error 429: No se pudo completar el registro',
    );
    expect(registerErrorToast(apiError(0, connectionErrorMessage, 'network'))).toMatchObject({
      title: '❌ Error de conexión',
      connection: true,
    });
    expect(registerErrorToast(new Error('algo raro')).title).toBe('Registro fallido');
  });
});
