import { paths } from '@portal/contract/paths';
import { ApiError } from '@portal/ui/api-error';

/** What the member was doing, by the call that does it: calls that change something on the server. */
const actions: Record<string, string> = {
  [paths.requestToken]: 'confirmar el préstamo',
  [paths.confirmLoan]: 'confirmar el préstamo',
  [paths.cancelLoan]: 'anular el préstamo',
  [paths.requestLoan]: 'solicitar un préstamo',
  [paths.requestLoanArmy]: 'solicitar un préstamo',
  [paths.acknowledgeNotice]: 'confirmar la lectura de la notificación',
};

export const needsConnectionText = (action: string) => `Necesita conexión a internet para ${action}.`;

export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Without a connection, an action the server must do is refused before it is sent, with a message that
 * says so (docs/decisions/013-offline.md), instead of a connection error after the timeout. Reads are
 * not refused: they fall back to the last answers kept on the device.
 */
export function refuseWhenOffline(path: string) {
  const action = actions[path];
  if (action && isOffline())
    throw new ApiError({ Status: 0, Mensaje: needsConnectionText(action), kind: 'offline', path });
}
