import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleNews, ConsoleOrganismo } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { NewsStateBadge } from './news-state-badge';
import { audienceText } from './audience-text';

/** The list's columns; the organismos name the audience. */
export const newsColumns = (
  organismos: ConsoleOrganismo[] | undefined,
): ColumnDef<ConsoleNews, unknown>[] => [
  {
    header: 'Título',
    cell: ({ row }) => (
      <Link
        to={`/novedades/${row.original.id}`}
        className="font-semibold break-words text-brand-800 hover:underline"
      >
        {row.original.titulo}
      </Link>
    ),
  },
  { header: 'Estado', cell: ({ row }) => <NewsStateBadge estado={row.original.estado} /> },
  {
    header: 'Publicación',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.publishAt ? formatDateTime(row.original.publishAt) : '—'}
      </span>
    ),
  },
  {
    header: 'Destinatarios',
    cell: ({ row }) => (
      <span className={row.original.paraTodos ? 'whitespace-nowrap' : ''}>
        {audienceText(row.original, organismos)}
      </span>
    ),
  },
  {
    header: 'Último cambio',
    cell: ({ row }) => (
      <span className="text-slate-600">
        <span className="block whitespace-nowrap">{formatDateTime(row.original.updatedAt)}</span>
        {row.original.updatedBy && <span className="block text-xs">{row.original.updatedBy}</span>}
      </span>
    ),
  },
];
