import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noSessionMessages } from '@portal/contract/messages';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';
import { notificationsQueryOptions } from './get-notifications';

/** GrabaVistoAviso (call 13): the member opened an unacknowledged notification. */
export const markNoticeViewed = (uat: string, avisoId: number) =>
  sessionCall(
    paths.markNoticeViewed,
    uat,
    { AvisoId: avisoId },
    { tokenField: 'UAT', noSession: noSessionMessages.newsAndNotices },
  );

/** A failure is only logged: the member asked for nothing, so nothing is shown (docs/product.md#errors). */
export function useMarkNoticeViewed() {
  const { uat } = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avisoId: number) => markNoticeViewed(uat, avisoId),
    onError: (error) => console.warn('GrabaVistoAviso falló', error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryOptions(uat).queryKey }),
  });
}
