import { Link, useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { memberSummarySchema } from '@portal/contract';
import { BlockedBadge } from './blocked-badge';

export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberResultColumns: ColumnDef<MemberSummary, unknown>[] = [
  {
    id: 'nombre',
    header: 'Socio',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-2">
        <MemberLink member={row.original} />
        {row.original.bloqueado && <BlockedBadge />}
      </span>
    ),
  },
  {
    id: 'dni',
    header: 'DNI',
    cell: ({ row }) => <span className="tabular-nums">{row.original.dni}</span>,
  },
  { id: 'mail', header: 'Correo', cell: ({ row }) => <span className="break-all">{row.original.mail}</span> },
  { id: 'organismo', header: 'Organismo', cell: ({ row }) => row.original.organismo },
];

/** The member's page, remembering the search it came from for its '← Socios'. */
function MemberLink({ member }: { member: MemberSummary }) {
  const { search } = useLocation();
  return (
    <Link
      to={`/socios/${member.id}`}
      state={{ search }}
      className="font-semibold text-brand-700 hover:underline"
    >
      {member.nombre}
    </Link>
  );
}
