import { describe, expect, it, vi } from 'vitest';
import { paths, type CallPath } from '@portal/contract/paths';
import { isApiError } from '@portal/ui/api-error';
import { sessionCall } from '../session-call';
import { ok, stubApi } from '../../test/fetch-stub';

const refused = async (path: CallPath) => {
  const error: unknown = await sessionCall(path, 'uat-1', {}).catch((e: unknown) => e);
  return isApiError(error) ? { kind: error.kind, Mensaje: error.Mensaje } : error;
};

describe('calls that need a connection', () => {
  it('offline, each action the server must do is refused before it is sent, saying what needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({});
    const needs = (action: string) => ({
      kind: 'offline',
      Mensaje: `Necesita conexión a internet para ${action}.`,
    });
    expect(await refused(paths.requestToken)).toEqual(needs('confirmar el préstamo'));
    expect(await refused(paths.confirmLoan)).toEqual(needs('confirmar el préstamo'));
    expect(await refused(paths.cancelLoan)).toEqual(needs('anular el préstamo'));
    expect(await refused(paths.requestLoan)).toEqual(needs('solicitar un préstamo'));
    expect(await refused(paths.requestLoanArmy)).toEqual(needs('solicitar un préstamo'));
    expect(await refused(paths.acknowledgeNotice)).toEqual(needs('confirmar la lectura de la notificación'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('online the same calls are sent; offline a read is still tried', async () => {
    const api = stubApi({ [paths.cancelLoan]: () => ok(), [paths.loans]: () => ok({ Prestamos: [] }) });
    await sessionCall(paths.cancelLoan, 'uat-1', { PrestamoId: 1 });
    expect(api.callsTo(paths.cancelLoan)).toHaveLength(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await sessionCall(paths.loans, 'uat-1', {});
    expect(api.callsTo(paths.loans)).toHaveLength(1);
  });
});
