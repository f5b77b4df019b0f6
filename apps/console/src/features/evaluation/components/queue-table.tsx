import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { QueueItem } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { DataTable } from '../../../components/data-table';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { useQueue } from '../api/queue';
import { WaitingBadge } from './waiting-badge';

const decisionPath = (id: number) => `/evaluacion/${id}`;

const columns = (oldestId: number | undefined): ColumnDef<QueueItem, unknown>[] => [
  {
    id: 'espera',
    header: 'Espera',
    cell: ({ row: { original: r } }) => (
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-1">
          <WaitingBadge hours={r.horasEspera} />
          {r.id === oldestId && (
            <span className="whitespace-nowrap rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
              La más antigua
            </span>
          )}
        </div>
        <p className="text-xs text-slate-500">{formatDateTime(r.solicitadoEl)}</p>
      </div>
    ),
  },
  {
    id: 'socio',
    header: 'Socio',
    cell: ({ row: { original: r } }) => (
      <div>
        <Link
          to={decisionPath(r.id)}
          className="font-medium text-brand-800 hover:underline"
          aria-label={`Evaluar la solicitud N° ${r.id} de ${r.socio.nombre}`}
        >
          {r.socio.nombre}
        </Link>
        <p className="text-xs text-slate-500">DNI {r.socio.dni}</p>
      </div>
    ),
  },
  { id: 'organismo', header: 'Organismo', cell: ({ row }) => row.original.organismo },
  {
    id: 'monto',
    header: 'Monto',
    cell: ({ row: { original: r } }) => (
      <div>
        <p className="whitespace-nowrap font-medium">{formatMoney(r.montoPrestado)}</p>
        <p className="text-xs text-slate-500">
          {r.producto} · N° {r.id}
        </p>
      </div>
    ),
  },
  { id: 'cuotas', header: 'Cuotas', cell: ({ row }) => row.original.cantidadCuotas },
  {
    id: 'cuota',
    header: 'Valor de cuota',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatMoney(row.original.montoCuota)}</span>,
  },
  {
    id: 'abrir',
    header: () => <span className="sr-only">Acción</span>,
    cell: ({ row }) => (
      <Link
        to={decisionPath(row.original.id)}
        className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
        tabIndex={-1}
      >
        Evaluar
      </Link>
    ),
  },
];

/** The pending requests, oldest first, a page at a time (the server pages them by a cursor). */
export function QueueTable() {
  const queue = useQueue();
  const rows = queue.data?.pages.flatMap((page) => page.items) ?? [];

  if (queue.isError && rows.length === 0)
    return (
      <div className="space-y-3">
        <Alert tone="error">No se pudo cargar la cola: {messageOf(queue.error)}</Alert>
        <Button variant="secondary" onClick={() => void queue.refetch()}>
          Reintentar
        </Button>
      </div>
    );

  return (
    <div className="space-y-3">
      {queue.isError && <Alert tone="error">{messageOf(queue.error)}</Alert>}
      <DataTable
        caption="Solicitudes pendientes de evaluación"
        columns={columns(rows[0]?.id)}
        rows={rows}
        rowKey={(r) => r.id}
        isLoading={queue.isPending}
        empty="No hay solicitudes pendientes de evaluación. Las nuevas aparecen aquí en cuanto un socio las envía."
        hasMore={queue.hasNextPage}
        onMore={() => void queue.fetchNextPage()}
        isLoadingMore={queue.isFetchingNextPage}
      />
    </div>
  );
}
