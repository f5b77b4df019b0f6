import type { ColumnDef } from '@tanstack/react-table';
import { transferBatchStateLabels, type TransferBatch } from '@portal/contract';
import { buttonClasses, Button } from '@portal/ui/button';
import { formatDateTime, formatMoney, toServerDate } from '@portal/ui/format';
import { batchFileHref } from '../api/transfers';

export function batchColumns({
  onExecuted,
}: {
  onExecuted: (batch: TransferBatch) => void;
}): ColumnDef<TransferBatch, unknown>[] {
  return [
    {
      id: 'lote',
      header: 'Lote',
      cell: ({ row }) => <span className="font-medium">N° {row.original.id}</span>,
    },
    {
      id: 'estado',
      header: 'Estado',
      cell: ({ row: { original: b } }) => (
        <div>
          <p className="text-slate-900">{transferBatchStateLabels[b.estado]}</p>
          {b.referencia && (
            <p className="text-xs text-slate-500">
              Ref. {b.referencia} · {toServerDate(b.fechaEjecucion ?? '')}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'prestamos',
      header: () => <span className="block text-right">Préstamos</span>,
      cell: ({ row: { original: b } }) => (
        <div className="text-right tabular-nums">
          <p>{b.cantidad}</p>
          {b.excluidos > 0 && <p className="text-xs text-slate-500">{b.excluidos} excluidos</p>}
        </div>
      ),
    },
    {
      id: 'total',
      header: () => <span className="block text-right">Total</span>,
      cell: ({ row }) => (
        <span className="block text-right tabular-nums">{formatMoney(row.original.total)}</span>
      ),
    },
    {
      id: 'propuesto',
      header: 'Propuesto',
      cell: ({ row: { original: b } }) => (
        <div>
          <p>{b.propuestoPor}</p>
          <p className="text-xs text-slate-500">{formatDateTime(b.propuestoEl)}</p>
        </div>
      ),
    },
    {
      id: 'acciones',
      header: () => <span className="sr-only">Acciones</span>,
      cell: ({ row: { original: b } }) => (
        <div className="flex justify-end gap-2">
          {b.archivo && (
            <a
              href={batchFileHref(b.id)}
              download={b.archivo}
              className={buttonClasses('secondary', 'whitespace-nowrap')}
            >
              Descargar archivo
            </a>
          )}
          {b.estado === 'aprobado' && (
            <Button className="whitespace-nowrap" onClick={() => onExecuted(b)}>
              Marcar ejecutado
            </Button>
          )}
        </div>
      ),
    },
  ];
}
