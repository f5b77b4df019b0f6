import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '@portal/ui/button';

export interface DataTableProps<Row> {
  /** What the table lists, read by screen readers (e.g. 'Solicitudes pendientes'). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** Shown in place of the rows when there are none (and nothing is loading). */
  empty: ReactNode;
  rowKey: (row: Row) => string | number;
  isLoading?: boolean;
  /** Server paging: the next page exists when `onMore` is given and `hasMore` is true. */
  hasMore?: boolean;
  onMore?: () => void;
  isLoadingMore?: boolean;
}

// A little tighter below 1280 px, so that a wide list (the loans search) fits the 1024 px laptop.
const cell = 'px-3 py-2.5 text-left align-top xl:px-4';

/**
 * A list of rows as a table (TanStack Table for the column model). Lists are paged on the server by a
 * cursor, so the table only shows what was loaded and asks for more with 'Ver más'.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  empty,
  rowKey,
  isLoading = false,
  hasMore = false,
  onMore,
  isLoadingMore = false,
}: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  const width = table.getVisibleLeafColumns().length;

  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={cell}>
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {isLoading ? (
            <tr>
              <td colSpan={width} className={`${cell} py-8 text-center text-slate-500`}>
                Cargando...
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={width} className={`${cell} py-8 text-center text-slate-500`}>
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getVisibleCells().map((c) => (
                  <td key={c.id} className={cell}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {hasMore && onMore && (
        <div className="border-t border-slate-100 p-3 text-center">
          <Button variant="secondary" onClick={onMore} disabled={isLoadingMore}>
            {isLoadingMore ? 'Cargando...' : 'Ver más'}
          </Button>
        </div>
      )}
    </div>
  );
}
