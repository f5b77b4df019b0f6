import { useId } from 'react';
import { formatDateTime } from '@portal/ui/format';
import { proposalKindLabel } from '../lib/proposals/describe-proposal';
import type { Proposal } from '../lib/proposals/proposal';
import { ProposalFacts } from './proposal-facts';
import { ProposalDecision } from './proposal-decision';

/**
 * 'Pendiente de aprobación' on the screen the proposals act on (a loan, a payroll period, staff
 * accounts): who proposed what and when, the payload in words, and the four-eyes decision.
 */
export function PendingProposals({
  proposals,
  onDecided,
  note,
  titleOf = (p) => proposalKindLabel(p.kind),
}: {
  proposals: Proposal[];
  onDecided: (message: string) => void;
  note?: string;
  titleOf?: (p: Proposal) => string;
}) {
  const titleId = useId();
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id={titleId} className="text-base font-semibold text-amber-950">
        Pendiente de aprobación
      </h2>
      {note && <p className="mt-1 text-sm text-amber-900">{note}</p>}
      <ul className="mt-3 space-y-3">
        {proposals.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-4 ring-1 ring-amber-200">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0 space-y-2">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{titleOf(p)}</span>{' '}
                  <span className="text-slate-600">
                    propuesta por {p.proposedBy} el {formatDateTime(p.proposedAt)}
                  </span>
                </p>
                <ProposalFacts proposal={p} />
              </div>
              <ProposalDecision proposal={p} onDecided={onDecided} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
