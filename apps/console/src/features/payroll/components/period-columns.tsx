import type { ColumnDef } from '@tanstack/react-table';
import type { PayrollPeriod } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { Button } from '@portal/ui/button';
import { periodLabel } from '../api/paths';
import { PeriodStateBadge, nextStep } from './period-state-badge';

export type PeriodAction = 'orders' | 'results' | 'close' | 'snapshot' | 'snapshotXlsx';

const lines = (n: number) => (n === 1 ? '1 línea' : `${n.toLocaleString('es-AR')} líneas`);

/** The periods table; `busy` names the download under way ('orders:202612'). */
export function periodColumns(
  act: (action: PeriodAction, period: PayrollPeriod) => void,
  busy: string | null,
): ColumnDef<PayrollPeriod, unknown>[] {
  return [
    {
      header: 'Período',
      accessorKey: 'period',
      cell: ({ row }) => (
        <span className="font-semibold whitespace-nowrap tabular-nums">
          {periodLabel(row.original.period)}
        </span>
      ),
    },
    {
      header: 'Estado',
      accessorKey: 'state',
      cell: ({ row }) => <PeriodStateBadge state={row.original.state} />,
    },
    {
      header: 'A descontar',
      id: 'ordered',
      cell: ({ row }) => (
        <div className="whitespace-nowrap tabular-nums">
          <p>{formatMoney(row.original.orderedTotal)}</p>
          <p className="text-xs text-slate-500">
            {lines(row.original.orderedLines)} · el archivo, {lines(row.original.fileLines)}
          </p>
        </div>
      ),
    },
    {
      header: 'Generado',
      id: 'generated',
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="whitespace-nowrap">{formatDateTime(row.original.generatedAt)}</p>
          <p className="max-w-40 truncate text-xs text-slate-500" title={row.original.generatedBy}>
            {row.original.generatedBy}
          </p>
        </div>
      ),
    },
    {
      header: 'Siguiente paso',
      id: 'next',
      cell: ({ row }) => <p className="text-slate-700">{nextStep(row.original)}</p>,
    },
    {
      header: 'Acciones',
      id: 'actions',
      cell: ({ row }) => <PeriodButtons period={row.original} act={act} busy={busy} />,
    },
  ];
}

function PeriodButtons({
  period,
  act,
  busy,
}: {
  period: PayrollPeriod;
  act: (action: PeriodAction, period: PayrollPeriod) => void;
  busy: string | null;
}) {
  const label = periodLabel(period.period);
  const pending = period.propuestasPendientes.length > 0;
  // The labels may wrap: at 1024 px the column is narrow and a cut 'Descargar órden...' says nothing.
  const small = 'min-h-0 w-auto px-3 py-1.5 text-center text-sm leading-tight';
  return (
    <div className="flex flex-col items-stretch gap-2">
      <Button
        variant="secondary"
        className={small}
        aria-label={`Descargar órdenes de ${label}`}
        disabled={busy === `orders:${period.period}`}
        onClick={() => act('orders', period)}
      >
        {busy === `orders:${period.period}` ? 'Descargando...' : 'Descargar órdenes'}
      </Button>
      {period.state !== 'closed' && !pending && (
        <Button
          variant={period.state === 'posted' ? 'secondary' : 'primary'}
          className={small}
          aria-label={`Importar resultados de ${label}`}
          onClick={() => act('results', period)}
        >
          Importar resultados
        </Button>
      )}
      {period.state === 'posted' && !pending && (
        <Button className={small} aria-label={`Cerrar período ${label}`} onClick={() => act('close', period)}>
          Cerrar período
        </Button>
      )}
      {period.state === 'closed' && (
        <Button
          className={small}
          aria-label={`Foto de cartera de ${label} (descargar)`}
          disabled={busy === `snapshot:${period.period}`}
          onClick={() => act('snapshot', period)}
        >
          {busy === `snapshot:${period.period}` ? 'Descargando...' : 'Foto de cartera'}
        </Button>
      )}
      {period.state === 'closed' && (
        <Button
          className={small}
          aria-label={`Foto de cartera de ${label} en XLSX (descargar)`}
          disabled={busy === `snapshotXlsx:${period.period}`}
          onClick={() => act('snapshotXlsx', period)}
        >
          {busy === `snapshotXlsx:${period.period}` ? 'Descargando...' : 'XLSX'}
        </Button>
      )}
    </div>
  );
}
