import { describeProposal } from '../lib/proposals/describe-proposal';
import type { Proposal } from '../lib/proposals/proposal';

/** What a proposal asks, field by field, in words (amounts as money, dates, roles by name). */
export function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const facts = describeProposal(proposal);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className={fact.short ? 'whitespace-nowrap text-slate-900' : 'break-words text-slate-900'}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
