import { describe, expect, it } from 'vitest';
import { paths } from '@portal/contract/paths';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { NoAvailableCreditError } from '../utils/no-available-credit';
import { fetchLoanLines } from './loan-lines';
import { fetchPlans } from './plans';
import { fetchPreCancellations } from './pre-cancellations';

const query = { lineId: 7, declared: 150_000, preCancellationIds: [2] };

describe('loan request calls', () => {
  it('a failure without a message of its own gets the spec default', async () => {
    stubApi({
      [paths.loanLines]: () => ({ status: 500, json: {} }),
      [paths.plans]: () => ({ status: 400, json: {} }),
    });
    await expect(fetchLoanLines('uat-1')).rejects.toMatchObject({
      Mensaje: 'Error al obtener líneas de préstamo',
    });
    await expect(fetchPlans('uat-1', query)).rejects.toMatchObject({
      Mensaje: 'Error al obtener planes disponibles',
    });
  });

  it("the server's own message is kept", async () => {
    stubApi({ [paths.plans]: () => fail(400, 'La línea de préstamo no existe') });
    await expect(fetchPlans('uat-1', query)).rejects.toMatchObject({
      Mensaje: 'La línea de préstamo no existe',
    });
  });

  it('without a session nothing is sent', async () => {
    const api = stubApi({});
    await expect(fetchLoanLines('')).rejects.toMatchObject({ Status: 401, Mensaje: 'No hay sesion activa' });
    expect(api.calls).toHaveLength(0);
  });

  it('plans: sends line, pre-cancellations and declared amount; nothing affordable or a 500 is NO_AVAILABLE_CREDIT', async () => {
    let reply = ok({
      PlanesDisponibles: [],
      DisponibleDeclarado: 0,
      CuotaDisponible: 0,
      Mensaje: 'Sin Disponible Para Realizar Prestamo',
    });
    const api = stubApi({ [paths.plans]: () => reply });
    await expect(fetchPlans('uat-1', query)).rejects.toBeInstanceOf(NoAvailableCreditError);
    expect(api.calls[0]?.body).toEqual({
      uat: 'uat-1',
      LineaId: 7,
      Precancelaciones: [{ PrestamoId: 2 }],
      DisponibleDeclarado: 150_000,
    });
    reply = fail(500, 'Error interno');
    await expect(fetchPlans('uat-1', query)).rejects.toMatchObject({
      code: 'NO_AVAILABLE_CREDIT',
      message: 'No cuenta con disponible para realizar una solicitud de préstamo',
    });
  });

  it('pre-cancellations keep only PrestamoId > 0', async () => {
    const item = {
      Producto: 'P',
      Fecha: '2025-01-01T00:00:00Z',
      Saldo: 1,
      MontoCuota: 1,
      CantidadCuotas: 1,
      CuotasRestantes: 1,
    };
    stubApi({
      [paths.preCancellations]: () =>
        ok({
          Precancelaciones: [
            { ...item, PrestamoId: 4 },
            { ...item, PrestamoId: 0 },
          ],
        }),
    });
    expect((await fetchPreCancellations('uat-1')).map((p) => p.PrestamoId)).toEqual([4]);
  });
});
