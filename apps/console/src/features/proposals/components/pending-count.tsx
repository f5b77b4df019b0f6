import { useMe } from '../../../lib/session/me';
import { isOwnProposal } from '../../../lib/proposals/describe-proposal';
import { usePendingProposals } from '../api/pending-proposals';

/**
 * The number of proposals waiting for this person's decision (others' proposals on the inbox's first
 * page; '50+' when there are more pages), for the nav link. Nothing while loading, failing or at zero.
 */
export function PendingCount() {
  const { data: me } = useMe();
  const { data } = usePendingProposals();
  const first = data?.pages[0];
  if (!me || !first) return null;
  const waiting = first.items.filter((p) => !isOwnProposal(p.proposedBy, me.email)).length;
  if (waiting === 0) return null;
  const shown = first.next ? `${waiting}+` : String(waiting);
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 rounded-full bg-accent-300 px-1.5 py-px text-xs font-bold text-brand-900"
      >
        {shown}
      </span>
      <span className="sr-only">{` (${shown} ${shown === '1' ? 'espera' : 'esperan'} su decisión)`}</span>
    </>
  );
}
