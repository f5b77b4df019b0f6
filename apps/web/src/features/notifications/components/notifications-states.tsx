import { BellIcon } from '@portal/ui/icons/bell';
import { Button } from '@portal/ui/button';

export function NotificationsLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
      />
      <p className="text-sm font-medium text-slate-700">Cargando notificaciones...</p>
    </div>
  );
}

export function NotificationsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-100">
      <span
        aria-hidden="true"
        className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-700"
      >
        !
      </span>
      <h3 className="text-lg font-bold text-slate-900">Error al cargar</h3>
      <p className="mt-1 text-sm text-slate-700">Error al cargar las notificaciones</p>
      <p className="mt-1 text-xs text-slate-500">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

export function NotificationsEmpty() {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <BellIcon className="mx-auto mb-3 h-10 w-10 text-brand-300" />
      <p className="font-semibold text-slate-800">No tienes notificaciones</p>
      <p className="mt-1 text-sm text-slate-500">Las notificaciones aparecerán aquí cuando las recibas</p>
    </div>
  );
}
