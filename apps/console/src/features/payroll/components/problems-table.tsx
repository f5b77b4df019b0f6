import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FileProblemView } from '@portal/contract';
import { DataTable } from '../../../components/data-table';

const PAGE = 25;

type Row = FileProblemView & { index: number };

const columns: ColumnDef<Row, unknown>[] = [
  {
    header: 'Línea',
    accessorKey: 'line',
    cell: ({ row }) => (
      <span className="tabular-nums whitespace-nowrap">
        {row.original.line === 0 ? 'Archivo' : row.original.line}
      </span>
    ),
  },
  {
    header: 'Campo',
    accessorKey: 'field',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.field ?? '—'}</span>,
  },
  { header: 'Problema', accessorKey: 'message' },
];

/**
 * The problems of a file, by line and field. The server lists at most the first 1000 (`total` counts
 * them all); this shows them 25 at a time so a big file stays readable.
 */
export function ProblemsTable({ problems, total }: { problems: FileProblemView[]; total: number }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-red-800">
        {total === 1 ? 'Un error' : `${total.toLocaleString('es-AR')} errores`}
        {total > problems.length && ` (se listan los primeros ${problems.length.toLocaleString('es-AR')})`}
      </h3>
      <DataTable
        caption="Errores del archivo"
        columns={columns}
        rows={problems.slice(0, shown).map((p, index) => ({ ...p, index }))}
        rowKey={(p) => p.index}
        empty="Sin errores."
        hasMore={shown < problems.length}
        onMore={() => setShown((n) => n + PAGE)}
      />
    </div>
  );
}
