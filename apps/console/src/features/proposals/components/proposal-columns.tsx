import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@portal/ui/format';
import { proposalKindLabel, proposalTarget } from '../../../lib/proposals/describe-proposal';
import type { Proposal } from '../../../lib/proposals/proposal';
import { ProposalFacts } from '../../../components/proposal-facts';
import { ProposalDecision } from '../../../components/proposal-decision';

/** What the proposal acts on: a loan links to its file. */
function Target({ proposal }: { proposal: Proposal }) {
  const target = proposalTarget(proposal);
  if ('loanId' in target)
    return (
      <Link
        to={`/prestamos/${target.loanId}`}
        className="text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
      >
        Préstamo N° {target.loanId}
      </Link>
    );
  return <p className="text-sm break-words text-slate-700">{target.label}</p>;
}

/** The inbox's columns: what kind and on what, asking what, by whom and when, and the decision. */
export const proposalColumns = (onDecided: (message: string) => void): ColumnDef<Proposal, unknown>[] => [
  {
    id: 'kind',
    header: 'Propuesta',
    cell: ({ row }) => (
      <>
        <p className="font-medium text-slate-900">
          {proposalKindLabel(row.original.kind)}{' '}
          <span className="text-xs font-normal whitespace-nowrap text-slate-500">N° {row.original.id}</span>
        </p>
        <Target proposal={row.original} />
      </>
    ),
  },
  {
    id: 'payload',
    header: 'Qué propone',
    cell: ({ row }) => <ProposalFacts proposal={row.original} />,
  },
  {
    id: 'proposed',
    header: 'Propuesta por',
    cell: ({ row }) => (
      <>
        <p className="break-words">{row.original.proposedBy}</p>
        <p className="text-xs text-slate-500">{formatDateTime(row.original.proposedAt)}</p>
      </>
    ),
  },
  {
    id: 'decision',
    header: 'Decisión',
    cell: ({ row }) => <ProposalDecision proposal={row.original} onDecided={onDecided} />,
  },
];
