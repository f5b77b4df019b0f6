import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '@portal/contract/notifications';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';
import { ApiError, genericRequestError, isApiError } from '../../../lib/api-error';

/** A notification as the app uses it (spec section 3). */
export interface AppNotification {
  id: number;
  title: string;
  description: string;
  date: string;
  tomaConocimiento: boolean;
}

export const notificationErrors = {
  noSession: 'Usuario no autenticado',
  /** When the server gives no message of its own (spec section 8). */
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
  if (!uat)
    throw new ApiError({
      Status: 401,
      Mensaje: notificationErrors.noSession,
      kind: 'status',
      path: paths.notifications,
    });
  try {
    const response = await apiPost<Partial<NotificationsResponse>>(
      paths.notifications,
      { UAT: uat, NotificacionId: '0' },
      { authenticated: true, signal },
    );
    // A missing array is an empty list (spec section 7).
    return Array.isArray(response.Notificaciones) ? response.Notificaciones.map(toAppNotification) : [];
  } catch (error) {
    // The api client's own fallback means the server said nothing: use this call's text instead.
    if (isApiError(error) && error.kind === 'status' && error.Mensaje.endsWith(genericRequestError)) {
      throw new ApiError({
        Status: error.Status,
        Mensaje: notificationErrors.fallback,
        kind: 'status',
        path: error.path,
      });
    }
    throw error;
  }
}

/** Cached per session token: fresh 2 minutes, kept 5 (spec sections 7 and 9). */
export const notificationsQueryOptions = (uat: string) =>
  queryOptions({
    queryKey: ['notifications', uat],
    queryFn: ({ signal }) => fetchNotifications(uat, signal),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
  });

export const useNotifications = (uat: string) => useQuery(notificationsQueryOptions(uat));

export const countUnread = (list: AppNotification[]) => list.filter((n) => !n.tomaConocimiento).length;

/** The unread count of the same cached list (the bottom navigation's badge); 0 until it loads. */
export function useUnreadNotificationsCount(uat: string): number {
  const { data } = useQuery({ ...notificationsQueryOptions(uat), select: countUnread });
  return data ?? 0;
}
