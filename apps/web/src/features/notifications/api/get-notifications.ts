import { queryOptions, useQuery } from '@tanstack/react-query';
import { noSessionMessages } from '@portal/contract/messages';
import type { Notification } from '@portal/contract/notifications';
import { paths } from '@portal/contract/paths';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';

/** A notification as the app uses it (docs/product.md#calls). */
export interface AppNotification {
  id: number;
  title: string;
  description: string;
  date: string;
  tomaConocimiento: boolean;
}

export const notificationErrors = {
  /** When the server gives no message of its own (docs/product.md#errors). */
  fallback: 'Error al obtener las notificaciones',
} as const;

const toAppNotification = (n: Notification): AppNotification => ({
  id: n.Id,
  title: n.Titulo,
  description: n.Descripcion,
  date: n.Fecha,
  tomaConocimiento: n.TomaConocimiento === true,
});

/** TraeMisNotificaciones (call 11): the whole list (NotificacionId '0'); successful only with Status 200. */
export async function fetchNotifications(uat: string | null | undefined, signal?: AbortSignal) {
  const response = await sessionCall(
    paths.notifications,
    uat,
    { NotificacionId: '0' },
    {
      tokenField: 'UAT',
      noSession: noSessionMessages.newsAndNotices,
      fallback: notificationErrors.fallback,
      signal,
    },
  );
  // A missing array is an empty list (docs/product.md#calls).
  return Array.isArray(response.Notificaciones) ? response.Notificaciones.map(toAppNotification) : [];
}

/** Cached per session token: fresh 2 minutes, kept 5 (docs/product.md#calls and #caching). */
export const notificationsQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['notifications', uat],
    queryFn: ({ signal }) => fetchNotifications(uat, signal),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions(useUser().uat));

export const countUnread = (list: AppNotification[]) => list.filter((n) => !n.tomaConocimiento).length;

/** The unread count of the same cached list (the bottom navigation's badge); 0 until it loads. */
export function useUnreadNotificationsCount(): number {
  const { data } = useQuery({ ...notificationsQueryOptions(useUser().uat), select: countUnread });
  return data ?? 0;
}
