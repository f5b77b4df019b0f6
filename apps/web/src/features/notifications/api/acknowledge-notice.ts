import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { postNoticeAction } from './notice-action';

/** GrabaConocimientoAviso (call 12): 'Tomar conocimiento'. */
export const acknowledgeNotice = (uat: string, avisoId: number) =>
  postNoticeAction(paths.acknowledgeNotice, uat, avisoId);

/** The caller reloads the list after its success toast (spec section 8: toast, then reload). */
export const useAcknowledgeNotice = (uat: string) =>
  useMutation({ mutationFn: (avisoId: number) => acknowledgeNotice(uat, avisoId) });
