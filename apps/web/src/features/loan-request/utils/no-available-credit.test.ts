import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui/api-error';
import { isNoCreditFailure, isNoCreditResponse } from './no-available-credit';

const failure = (Status: number, Mensaje: string, kind: 'status' | 'network' = 'status') =>
  new ApiError({ Status, Mensaje, kind, path: '/api/mprestamos/TraePlanesDisponibles' });

describe('NO_AVAILABLE_CREDIT', () => {
  it('DisponibleDeclarado 0 means no credit', () => {
    expect(isNoCreditResponse({ DisponibleDeclarado: 0, Mensaje: 'Planes disponibles obtenidos' })).toBe(
      true,
    );
    expect(
      isNoCreditResponse({ DisponibleDeclarado: 300_000, Mensaje: 'Planes disponibles obtenidos' }),
    ).toBe(false);
  });

  it("a message naming 'Sin Disponible Para Realizar Prestamo' or '500' means no credit", () => {
    expect(
      isNoCreditResponse({ DisponibleDeclarado: 5, Mensaje: 'Sin Disponible Para Realizar Prestamo' }),
    ).toBe(true);
    expect(isNoCreditFailure(failure(400, 'sin disponible para realizar prestamo'))).toBe(true);
    expect(isNoCreditFailure(failure(502, 'Error del servidor (500): Error en la solicitud'))).toBe(true);
    expect(isNoCreditFailure(failure(500, 'Error interno'))).toBe(true);
  });

  it('other failures are errors, not a lack of credit', () => {
    expect(isNoCreditFailure(failure(400, 'El monto mínimo de esta línea es $ 100.000,00'))).toBe(false);
    expect(isNoCreditFailure(failure(0, 'Error de conexión', 'network'))).toBe(false);
    expect(isNoCreditFailure(new Error('500'))).toBe(false);
  });
});
