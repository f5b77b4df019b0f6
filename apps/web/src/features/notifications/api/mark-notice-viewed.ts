import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { notificationsQueryOptions } from './get-notifications';
import { postNoticeAction } from './notice-action';

/** GrabaVistoAviso (call 13): the member opened an unacknowledged notification. */
export const markNoticeViewed = (uat: string, avisoId: number) =>
  postNoticeAction(paths.markNoticeViewed, uat, avisoId);

/** A failure is only logged: the member asked for nothing, so nothing is shown (spec section 8). */
export function useMarkNoticeViewed(uat: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avisoId: number) => markNoticeViewed(uat, avisoId),
    onError: (error) => console.warn('GrabaVistoAviso falló', error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryOptions(uat).queryKey }),
  });
}
