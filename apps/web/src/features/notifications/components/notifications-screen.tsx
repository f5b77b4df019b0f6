import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { isApiError } from '@portal/ui/api-error';
import { useUser } from '../../../lib/session/session-context';
import { countUnread, notificationErrors, useNotifications } from '../api/get-notifications';
import { useMarkNoticeViewed } from '../api/mark-notice-viewed';
import { useAcknowledge } from '../hooks/use-acknowledge';
import { NotificationCard } from './notification-card';
import { NotificationsHeader } from './notifications-header';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notifications-states';

/** /notifications (docs/product.md#route-table): pull down from the top to reload (80 px, capped at 150 px). */
export function NotificationsScreen() {
  const user = useUser();
  const notifications = useNotifications();
  const { acknowledge, pendingId } = useAcknowledge();
  const markViewed = useMarkNoticeViewed();
  const list = notifications.data;

  return (
    <PullToRefresh onRefresh={() => notifications.refetch()} threshold={80} maxPull={150} minRefreshMs={1000}>
      <div className="space-y-5 px-4 pt-6 pb-4">
        <NotificationsHeader
          organismo={user.organismoNombreCorto}
          total={list?.length}
          unread={list && countUnread(list)}
        />
        <section aria-labelledby="my-notifications" className="space-y-3">
          <h2 id="my-notifications" className="text-lg font-bold text-slate-900">
            Mis Notificaciones
          </h2>
          {notifications.isPending ? (
            <NotificationsLoading />
          ) : !list ? (
            <NotificationsError
              message={
                isApiError(notifications.error) ? notifications.error.Mensaje : notificationErrors.fallback
              }
              onRetry={() => void notifications.refetch()}
            />
          ) : list.length === 0 ? (
            <NotificationsEmpty />
          ) : (
            // A failed background reload keeps the list it had rather than hiding it behind an error.
            <ul aria-label="Notificaciones" className="space-y-3">
              {list.map((notification) => (
                <li key={notification.id}>
                  <NotificationCard
                    notification={notification}
                    pending={pendingId === notification.id}
                    onAcknowledge={(id) => void acknowledge(id)}
                    onView={(id) => markViewed.mutate(id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
