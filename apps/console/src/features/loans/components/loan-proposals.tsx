import type { Proposal } from '../../../lib/proposals/proposal';
import { PendingProposals } from '../../../components/pending-proposals';

/** The four-eyes proposals waiting on this loan: who proposed what and when, and the decision. */
export function LoanProposals(props: { proposals: Proposal[]; onDecided: (message: string) => void }) {
  return <PendingProposals {...props} />;
}
