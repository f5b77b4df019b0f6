import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import { loanStates, type LoanState } from '@portal/contract';
import type { z } from 'zod';
import type { loanSearchResponseSchema } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { messageOf } from '@portal/ui/api-error';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { DataTable } from '../../../components/data-table';
import { SelectField } from '../../../components/choice-fields';
import { useLoanSearch } from '../api/loans-api';

type Row = z.infer<typeof loanSearchResponseSchema>['items'][number];

const columns: ColumnDef<Row, unknown>[] = [
  {
    header: 'N°',
    cell: ({ row }) => (
      <Link to={`/prestamos/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
        {row.original.id}
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
  { header: 'Estado', accessorKey: 'estado' },
  { header: 'Producto', accessorKey: 'producto' },
  { header: 'Organismo', accessorKey: 'organismo' },
  { header: 'Importe', cell: ({ row }) => formatMoney(row.original.montoPrestado) },
  { header: 'Saldo', cell: ({ row }) => formatMoney(row.original.saldo) },
  { header: 'Fecha', cell: ({ row }) => formatDateTime(row.original.fecha) },
];

interface Filters {
  dni: string;
  apellido: string;
  prestamoId: string;
  estado: string;
}
const fields: (keyof Filters)[] = ['dni', 'apellido', 'prestamoId', 'estado'];

/** Loans by DNI, surname, number or state; the filters live in the address, so a search can be shared. */
export function LoansSearchScreen() {
  const [params, setParams] = useSearchParams();
  const search = useLoanSearch(params);
  const form = useForm<Filters>({
    values: {
      dni: params.get('dni') ?? '',
      apellido: params.get('apellido') ?? '',
      prestamoId: params.get('prestamoId') ?? '',
      estado: params.get('estado') ?? '',
    },
  });
  const apply = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const key of fields) if (values[key].trim()) next.set(key, values[key].trim());
    setParams(next);
  });
  const rows = search.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Préstamos</h1>
        <p className="mt-1 text-sm text-slate-600">
          Busque por DNI, apellido, número o estado; los más nuevos primero.
        </p>
      </div>
      <form
        onSubmit={(e) => void apply(e)}
        className="grid grid-cols-[repeat(4,minmax(0,1fr))_auto] items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <TextField label="DNI" inputMode="numeric" {...form.register('dni')} />
        <TextField label="Apellido" {...form.register('apellido')} />
        <TextField label="N° de préstamo" inputMode="numeric" {...form.register('prestamoId')} />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={(Object.values(loanStates) as LoanState[]).map((s) => ({ value: s, label: s }))}
          {...form.register('estado')}
        />
        <Button type="submit">Buscar</Button>
      </form>
      {search.isError && <Alert tone="error">{messageOf(search.error)}</Alert>}
      <DataTable
        caption="Préstamos encontrados"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        isLoading={search.isPending}
        empty="Ningún préstamo coincide con la búsqueda."
        hasMore={search.hasNextPage}
        onMore={() => void search.fetchNextPage()}
        isLoadingMore={search.isFetchingNextPage}
      />
    </div>
  );
}
