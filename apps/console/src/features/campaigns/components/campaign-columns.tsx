import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { CampaignSummary } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { CampaignStateBadge } from './campaign-state-badge';
import { audienceText, countWithShare } from './campaign-texts';

const number = 'text-right tabular-nums whitespace-nowrap';
const right = (text: string) => () => <span className="block text-right">{text}</span>;

export const campaignColumns: ColumnDef<CampaignSummary, unknown>[] = [
  {
    id: 'title',
    header: 'Campaña',
    cell: ({ row }) => (
      <div className="max-w-sm min-w-48">
        <Link
          to={`/campanas/${row.original.id}`}
          className="line-clamp-2 font-semibold break-words text-brand-700 hover:underline"
        >
          {row.original.title}
        </Link>
        <p className="text-xs text-slate-500">
          N° {row.original.id} · {row.original.createdBy}
        </p>
      </div>
    ),
  },
  {
    id: 'audience',
    header: 'Destinatarios',
    cell: ({ row }) => <p className="max-w-56 break-words">{audienceText(row.original.audience)}</p>,
  },
  {
    id: 'state',
    header: 'Estado',
    cell: ({ row }) => (
      <>
        <CampaignStateBadge state={row.original.state} />
        <p className="mt-1 text-xs whitespace-nowrap text-slate-500">
          {formatDateTime(row.original.sentAt ?? row.original.sendAt)}
        </p>
      </>
    ),
  },
  {
    id: 'delivered',
    header: right('Entregadas'),
    cell: ({ row }) => <p className={number}>{row.original.counts.delivered.toLocaleString('es-AR')}</p>,
  },
  {
    id: 'viewed',
    header: right('Vistas'),
    cell: ({ row }) => (
      <p className={number}>{countWithShare(row.original.counts.viewed, row.original.counts.delivered)}</p>
    ),
  },
  {
    id: 'acknowledged',
    header: right('Conocimiento'),
    cell: ({ row }) =>
      row.original.requiresAck ? (
        <p className={number}>
          {countWithShare(row.original.counts.acknowledged, row.original.counts.delivered)}
        </p>
      ) : (
        <p className="text-right text-xs whitespace-nowrap text-slate-500">No se pide</p>
      ),
  },
];
