import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { loanStates, situationLabel, type loanSearchItemSchema } from '@portal/contract';
import { formatInstantShort, formatMoney } from '@portal/ui/format';
import { LoanStateBadge } from '../../../components/loan-state-badge';

export type LoanSearchItem = z.infer<typeof loanSearchItemSchema>;

const amount = 'text-right tabular-nums whitespace-nowrap';

/** Arrears mean something only for a loan in repayment; any other shows a dash. */
const repaying = (loan: LoanSearchItem) => loan.estado === loanStates.deducting;
const none = (
  <span className="block text-right text-slate-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">No corresponde</span>
  </span>
);

const situationTones = [
  '',
  'text-slate-700',
  'text-amber-800',
  'text-red-700',
  'text-red-800',
  'text-red-900',
];

function Situation({ situacion }: { situacion: number }) {
  const label = situationLabel(situacion);
  return (
    <span
      className={`block text-right tabular-nums ${situacion > 1 ? 'font-semibold ' : ''}${situationTones[situacion] ?? ''}`}
      title={label}
    >
      <span aria-hidden="true">{situacion}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export const loanResultColumns: ColumnDef<LoanSearchItem, unknown>[] = [
  // The date under the number, as the DNI goes under the name: the arrears columns need the room at 1024 px.
  {
    id: 'id',
    header: 'N° y fecha',
    cell: ({ row }) => (
      <>
        <Link
          to={`/prestamos/${row.original.id}`}
          className="font-semibold text-brand-700 hover:underline"
          aria-label={`Préstamo N° ${row.original.id}`}
        >
          {row.original.id}
        </Link>
        <p className="text-xs whitespace-nowrap text-slate-500">{formatInstantShort(row.original.fecha)}</p>
      </>
    ),
  },
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
  // Organismo and line share a column and the state may wrap, so that the amounts (Saldo last) fit
  // at 1024 px without scrolling the table sideways.
  {
    id: 'organismo',
    header: 'Organismo y línea',
    cell: ({ row }) => (
      <>
        <p>{row.original.organismo}</p>
        <p className="text-xs text-slate-500">{row.original.producto}</p>
      </>
    ),
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: ({ row }) => <LoanStateBadge estado={row.original.estado} wrap />,
  },
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
  // Days and situation are short numbers (the situation's words in its title); the amount owed last.
  {
    id: 'dias',
    header: () => <span className="block text-right">Días</span>,
    cell: ({ row }) =>
      repaying(row.original) ? (
        <p className={`${amount} ${row.original.diasAtraso > 0 ? 'font-semibold text-red-700' : ''}`}>
          {row.original.diasAtraso}
        </p>
      ) : (
        none
      ),
  },
  {
    id: 'situacion',
    header: () => <span className="block text-right">Situación</span>,
    cell: ({ row }) => (repaying(row.original) ? <Situation situacion={row.original.situacion} /> : none),
  },
  {
    id: 'adeudado',
    header: () => <span className="block text-right">Adeudado</span>,
    cell: ({ row }) =>
      repaying(row.original) ? <p className={amount}>{formatMoney(row.original.montoAdeudado)}</p> : none,
  },
];
