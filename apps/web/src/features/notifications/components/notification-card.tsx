import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import type { AppNotification } from '../api/get-notifications';

interface NotificationCardProps {
  notification: AppNotification;
  pending: boolean;
  onAcknowledge: (id: number) => void;
  onView: (id: number) => void;
}

export function NotificationCard({ notification, pending, onAcknowledge, onView }: NotificationCardProps) {
  const unread = !notification.tomaConocimiento;
  return (
    // A click anywhere on an unread card marks it as viewed; the button below is the explicit act.
    <article
      onClick={unread ? () => onView(notification.id) : undefined}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        unread ? 'border-l-4 border-brand-700 ring-brand-200' : 'ring-slate-200/70'
      }`}
    >
      <div className="flex items-start gap-3">
        <h3 className="line-clamp-2 min-w-0 flex-1 text-base leading-snug font-semibold break-words text-slate-900">
          {notification.title}
        </h3>
        {unread && (
          <span className="shrink-0 rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
            Nuevo
          </span>
        )}
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{notification.description}</p>
      <time dateTime={notification.date} className="mt-2 block text-xs font-medium text-slate-500">
        {formatDateTime(notification.date)}
      </time>
      {unread && (
        <Button
          className="mt-3 min-h-11 text-sm"
          disabled={pending}
          onClick={(event) => {
            event.stopPropagation();
            onAcknowledge(notification.id);
          }}
        >
          {pending ? 'Procesando...' : 'Tomar conocimiento'}
        </Button>
      )}
    </article>
  );
}
