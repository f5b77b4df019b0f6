import type { PayrollPeriod } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { proposalKindLabel } from '../../../lib/proposals/describe-proposal';
import { ProposalFacts } from '../../../components/proposal-facts';
import { ProposalDecision } from '../../../components/proposal-decision';
import { periodLabel } from '../api/paths';

/** The proposals waiting on the organismo's periods (results to post), decided here by another tesorería. */
export function PeriodProposals({
  periods,
  onDecided,
}: {
  periods: PayrollPeriod[];
  onDecided: (message: string) => void;
}) {
  if (periods.length === 0) return null;
  return (
    <section
      aria-labelledby="period-proposals-title"
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="period-proposals-title" className="text-sm font-semibold text-amber-950">
        Pendiente de aprobación
      </h3>
      <ul className="mt-3 space-y-3">
        {periods.flatMap((period) =>
          period.propuestasPendientes.map((p) => (
            <li key={p.id} className="rounded-lg bg-white p-4 ring-1 ring-amber-200">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0 space-y-2">
                  <p className="text-sm">
                    <span className="font-semibold text-slate-900">
                      {proposalKindLabel(p.kind)} del período {periodLabel(period.period)}
                    </span>{' '}
                    <span className="text-slate-600">
                      propuesta por {p.proposedBy} el {formatDateTime(p.proposedAt)}
                    </span>
                  </p>
                  <ProposalFacts payload={p.payload} />
                </div>
                <ProposalDecision proposal={p} onDecided={onDecided} />
              </div>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
