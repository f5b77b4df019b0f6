import { BellIcon } from '@portal/ui/icons/bell';

interface NotificationsHeaderProps {
  organismo: string;
  /** Undefined until the list loads. */
  total?: number;
  unread?: number;
}

/** 'Notificaciones', the organismo's short name, 'Sin leer:' (only with notifications) and 'Total'. */
export function NotificationsHeader({ organismo, total, unread }: NotificationsHeaderProps) {
  return (
    <header className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <BellIcon className="h-6 w-6 shrink-0" />
            Notificaciones
          </h1>
          {organismo && <p className="mt-0.5 truncate text-sm text-brand-100">{organismo}</p>}
        </div>
        {total !== undefined && (
          <p className="flex shrink-0 flex-col items-end">
            <span className="text-2xl leading-none font-bold">{total}</span>
            <span className="text-xs text-brand-100">Total</span>
          </p>
        )}
      </div>
      {total !== undefined && total > 0 && (
        <p className="mt-3 inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
          Sin leer:&nbsp;<strong>{unread ?? 0}</strong>
        </p>
      )}
    </header>
  );
}
