import { useMutation } from '@tanstack/react-query';
import { noSessionMessages, serverMessages } from '@portal/contract/messages';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';

/** GrabaConocimientoAviso (call 12): 'Tomar conocimiento'. Resolves with the server's message. */
export async function acknowledgeNotice(uat: string, avisoId: number) {
  const response = await sessionCall(
    paths.acknowledgeNotice,
    uat,
    { AvisoId: avisoId },
    { tokenField: 'UAT', noSession: noSessionMessages.newsAndNotices },
  );
  // docs/product.md#calls: an answer without a message reads 'Operación completada'.
  return response.Mensaje?.trim() || serverMessages.ok;
}

/** The caller reloads the list after its success toast (docs/product.md#errors: toast, then reload). */
export function useAcknowledgeNotice() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (avisoId: number) => acknowledgeNotice(uat, avisoId) });
}
