import type { PayrollPeriod } from '@portal/contract';
import { proposalKindLabel } from '../../../lib/proposals/describe-proposal';
import { PendingProposals } from '../../../components/pending-proposals';
import { periodLabel } from '../api/paths';

/** The proposals waiting on the organismo's periods (results to post), decided here by another tesorería. */
export function PeriodProposals({
  periods,
  onDecided,
}: {
  periods: PayrollPeriod[];
  onDecided: (message: string) => void;
}) {
  const periodOf = new Map(periods.flatMap((pe) => pe.propuestasPendientes.map((p) => [p.id, pe.period])));
  return (
    <PendingProposals
      proposals={periods.flatMap((pe) => pe.propuestasPendientes)}
      onDecided={onDecided}
      titleOf={(p) => `${proposalKindLabel(p.kind)} del período ${periodLabel(periodOf.get(p.id) ?? '')}`}
    />
  );
}
