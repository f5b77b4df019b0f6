import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@portal/ui/api-error';
import { useUser } from '../../../lib/session/session-context';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { notificationsQueryOptions } from '../api/get-notifications';

export const transportFailureMessage = 'No se pudo procesar la operación';

/**
 * 'Tomar conocimiento' with the toasts of docs/product.md#errors. `pendingId` is the card reading 'Procesando...':
 * it stays until the reloaded list arrives, so the button never comes back for a moment.
 */
export function useAcknowledge() {
  const { uat } = useUser();
  const client = useQueryClient();
  const mutation = useAcknowledgeNotice();
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function acknowledge(avisoId: number) {
    setPendingId(avisoId);
    try {
      const message = await mutation.mutateAsync(avisoId);
      notifySuccess('Éxito', message);
      await client.invalidateQueries({ queryKey: notificationsQueryOptions(uat).queryKey });
    } catch (error) {
      // The server answered (a Status other than 200) or the app refused offline: its message. No usable answer: a generic one.
      if (isApiError(error) && (error.kind === 'status' || error.kind === 'offline'))
        notifyError('Error', error.Mensaje);
      else notifyError('Error', transportFailureMessage, { connection: true });
    } finally {
      setPendingId(null);
    }
  }

  return { acknowledge, pendingId };
}
