import type { Proposal } from '../../../lib/proposals/proposal';
import { PendingProposals } from '../../../components/pending-proposals';

/** New accounts and role changes waiting for a second administrador: who proposed what, and the decision. */
export function StaffProposals(props: { proposals: Proposal[]; onDecided: (message: string) => void }) {
  return (
    <PendingProposals
      {...props}
      note="Las cuentas nuevas y los cambios de roles se aplican cuando otro administrador los aprueba."
    />
  );
}
