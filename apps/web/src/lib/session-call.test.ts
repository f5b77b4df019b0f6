import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedListener } from '@portal/ui/api-transport';
import { paths } from '@portal/contract/paths';
import { sessionCall } from './session-call';
import { fail, ok, stubApi } from '../test/fetch-stub';

const path = paths.loans;

afterEach(() => setUnauthorizedListener(null));

describe('sessionCall', () => {
  it('sends the token under the field the call names, beside the body', async () => {
    const api = stubApi({ [paths.loanMovements]: () => ok() });
    await sessionCall(paths.loanMovements, 'tok', { PrestamoId: 1 });
    await sessionCall(paths.loanMovements, 'tok', { PrestamoId: 1 }, { tokenField: 'UAT' });
    expect(api.calls.map((call) => call.body)).toEqual([
      { uat: 'tok', PrestamoId: 1 },
      { UAT: 'tok', PrestamoId: 1 },
    ]);
  });

  it('refuses without a session, with the text the call names, sending nothing', async () => {
    const api = stubApi({});
    await expect(sessionCall(paths.loans, '', {})).rejects.toMatchObject({
      Status: 401,
      Mensaje: 'No hay sesion activa',
    });
    await expect(
      sessionCall(paths.loans, null, {}, { noSession: 'Usuario no autenticado' }),
    ).rejects.toMatchObject({
      Mensaje: 'Usuario no autenticado',
    });
    expect(api.calls).toHaveLength(0);
  });

  it('uses the fallback only when the server said nothing of its own', async () => {
    let reply = fail(400, '');
    stubApi({ [path]: () => reply });
    await expect(sessionCall(paths.loans, 'tok', {}, { fallback: 'Error propio' })).rejects.toMatchObject({
      Status: 400,
      Mensaje: 'Error propio',
    });
    await expect(sessionCall(paths.loans, 'tok', {})).rejects.toMatchObject({
      Mensaje: 'Error en la solicitud',
    });
    reply = fail(400, 'Dato inválido');
    await expect(sessionCall(paths.loans, 'tok', {}, { fallback: 'Error propio' })).rejects.toMatchObject({
      Mensaje: 'Dato inválido',
    });
  });

  it('ends the session on a 401 unless the call says not to', async () => {
    stubApi({ [path]: () => fail(401, 'No hay sesion activa') });
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    await expect(sessionCall(paths.loans, 'tok', {}, { endSessionOn401: false })).rejects.toBeDefined();
    expect(listener).not.toHaveBeenCalled();
    await expect(sessionCall(paths.loans, 'tok', {})).rejects.toBeDefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
