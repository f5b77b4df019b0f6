import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { loanSearchItemSchema } from '@portal/contract';
import { formatInstantShort, formatMoney } from '@portal/ui/format';
import { LoanStateBadge } from '../../../components/loan-state-badge';

export type LoanSearchItem = z.infer<typeof loanSearchItemSchema>;

const amount = 'text-right tabular-nums whitespace-nowrap';

export const loanResultColumns: ColumnDef<LoanSearchItem, unknown>[] = [
  {
    id: 'id',
    header: 'N°',
    cell: ({ row }) => (
      <Link
        to={`/prestamos/${row.original.id}`}
        className="font-semibold text-brand-700 hover:underline"
        aria-label={`Préstamo N° ${row.original.id}`}
      >
        {row.original.id}
      </Link>
    ),
  },
  { id: 'fecha', header: 'Fecha', cell: ({ row }) => formatInstantShort(row.original.fecha) },
  {
    id: 'socio',
    header: 'Socio',
    cell: ({ row }) => (
      <>
        <p className="font-medium">{row.original.socio.nombre}</p>
        <p className="text-xs text-slate-500">DNI {row.original.socio.dni}</p>
      </>
    ),
  },
  { id: 'organismo', header: 'Organismo', cell: ({ row }) => row.original.organismo },
  { id: 'producto', header: 'Línea', cell: ({ row }) => row.original.producto },
  { id: 'estado', header: 'Estado', cell: ({ row }) => <LoanStateBadge estado={row.original.estado} /> },
  {
    id: 'monto',
    header: () => <span className="block text-right">Prestado</span>,
    cell: ({ row }) => <p className={amount}>{formatMoney(row.original.montoPrestado)}</p>,
  },
  {
    id: 'saldo',
    header: () => <span className="block text-right">Saldo</span>,
    cell: ({ row }) => <p className={amount}>{formatMoney(row.original.saldo)}</p>,
  },
];
