import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditRow } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { actionLabel, entityLabel } from './audit-words';
import { EmailText } from './email-text';

/** What the row acted on: a loan links to its file; anything else is named with its id. */
export function AuditEntity({ row }: { row: Pick<AuditRow, 'entity' | 'entityId'> }) {
  const label = entityLabel(row.entity);
  if (row.entityId === null) return <>{label}</>;
  if (row.entity === 'loan' && /^\d+$/.test(row.entityId))
    return (
      <Link to={`/prestamos/${row.entityId}`} className="font-medium text-brand-700 hover:underline">
        {label} N° {row.entityId}
      </Link>
    );
  return (
    <>
      <span className="block">{label}</span>{' '}
      <span className="block text-slate-600">
        {/^\d+$/.test(row.entityId) ? `N° ${row.entityId}` : <EmailText email={row.entityId} />}
      </span>
    </>
  );
}

const muted = <span className="text-slate-400">—</span>;

/** The columns of the audit table; `onOpen` shows a row's before and after. */
export const auditColumns = (onOpen: (row: AuditRow) => void): ColumnDef<AuditRow, unknown>[] => [
  {
    id: 'at',
    header: 'Fecha y hora',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.at)}</span>
    ),
  },
  {
    id: 'staff',
    header: 'Quién',
    cell: ({ row }) => (
      <>
        <p>{row.original.staff ? <EmailText email={row.original.staff} /> : 'Sistema'}</p>
        {row.original.address && (
          <p className="text-xs text-slate-500" title="Dirección de origen">
            {row.original.address}
          </p>
        )}
      </>
    ),
  },
  {
    id: 'action',
    header: 'Acción',
    cell: ({ row }) => (
      <>
        <p className="font-medium">{actionLabel(row.original.action)}</p>
        <p className="font-mono text-xs text-slate-400">{row.original.action}</p>
      </>
    ),
  },
  { id: 'entity', header: 'Sobre', cell: ({ row }) => <AuditEntity row={row.original} /> },
  {
    id: 'reason',
    header: 'Motivo',
    cell: ({ row }) =>
      row.original.reason ? <p className="max-w-64 break-words">{row.original.reason}</p> : muted,
  },
  {
    id: 'open',
    header: () => <span className="sr-only">Cambios</span>,
    cell: ({ row }) => (
      <button
        type="button"
        onClick={() => onOpen(row.original)}
        aria-label={`Ver cambios del registro ${row.original.id}`}
        className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
      >
        Ver cambios
      </button>
    ),
  },
];
