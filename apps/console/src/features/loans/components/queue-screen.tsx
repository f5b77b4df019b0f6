import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { QueueItem } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { Alert } from '@portal/ui/alert';
import { messageOf } from '@portal/ui/api-error';
import { DataTable } from '../../../components/data-table';
import { useQueue } from '../api/loans-api';

/** '3 h', '2 días': how long the request has waited. */
export const waited = (hours: number) =>
  hours < 24
    ? `${Math.max(0, Math.round(hours))} h`
    : `${Math.floor(hours / 24)} ${hours < 48 ? 'día' : 'días'}`;

const columns: ColumnDef<QueueItem, unknown>[] = [
  {
    header: 'Espera',
    cell: ({ row }) => (
      <span className={row.original.horasEspera >= 48 ? 'font-semibold text-red-700' : 'text-slate-700'}>
        {waited(row.original.horasEspera)}
      </span>
    ),
  },
  {
    header: 'Solicitud',
    cell: ({ row }) => (
      <Link to={`/prestamos/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
        N° {row.original.id}
      </Link>
    ),
  },
  {
    header: 'Socio',
    cell: ({ row }) => (
      <span>
        {row.original.socio.nombre}
        <span className="block text-xs text-slate-500">DNI {row.original.socio.dni}</span>
      </span>
    ),
  },
  { header: 'Organismo', accessorKey: 'organismo' },
  { header: 'Importe', cell: ({ row }) => formatMoney(row.original.montoPrestado) },
  {
    header: 'Cuotas',
    cell: ({ row }) => `${row.original.cantidadCuotas} de ${formatMoney(row.original.montoCuota)}`,
  },
  { header: 'Solicitada', cell: ({ row }) => formatDateTime(row.original.solicitadoEl) },
];

/** The requests waiting for a decision, oldest first. */
export function QueueScreen() {
  const queue = useQueue();
  const rows = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Evaluación de solicitudes</h1>
        <p className="mt-1 text-sm text-slate-600">
          Las solicitudes pendientes de evaluación, la más antigua primero. Abra una para ver los documentos y
          decidir.
        </p>
      </div>
      {queue.isError && <Alert tone="error">{messageOf(queue.error)}</Alert>}
      <DataTable
        caption="Solicitudes pendientes de evaluación"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        isLoading={queue.isPending}
        empty="No hay solicitudes pendientes de evaluación."
        hasMore={queue.hasNextPage}
        onMore={() => void queue.fetchNextPage()}
        isLoadingMore={queue.isFetchingNextPage}
      />
    </div>
  );
}
