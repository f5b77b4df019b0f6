import { formatDateTime } from '@portal/ui/format';
import { proposalKindLabel } from '../../../lib/proposals/describe-proposal';
import type { Proposal } from '../../../lib/proposals/proposal';
import { ProposalFacts } from '../../../components/proposal-facts';
import { ProposalDecision } from '../../../components/proposal-decision';

/** New accounts and role changes waiting for a second administrador: who proposed what, and the decision. */
export function StaffProposals({
  proposals,
  onDecided,
}: {
  proposals: Proposal[];
  onDecided: (message: string) => void;
}) {
  if (proposals.length === 0) return null;
  return (
    <section
      aria-labelledby="staff-proposals-title"
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2 id="staff-proposals-title" className="text-base font-semibold text-amber-950">
        Pendiente de aprobación
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Las cuentas nuevas y los cambios de roles se aplican cuando otro administrador los aprueba.
      </p>
      <ul className="mt-3 space-y-3">
        {proposals.map((p) => (
          <li key={p.id} className="rounded-xl bg-white p-4 ring-1 ring-amber-200">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0 space-y-2">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{proposalKindLabel(p.kind)}</span>{' '}
                  <span className="text-slate-600">
                    propuesta por {p.proposedBy} el {formatDateTime(p.proposedAt)}
                  </span>
                </p>
                <ProposalFacts payload={p.payload} />
              </div>
              <ProposalDecision proposal={p} onDecided={onDecided} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
