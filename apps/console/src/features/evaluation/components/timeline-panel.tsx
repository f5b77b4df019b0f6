import { TimelineEntries } from '../../../components/timeline-entries';
import { useLoanTimeline } from '../api/loan-timeline';
import { Panel } from './panel';

/** The loan's history: the member's steps and what staff did, oldest first. */
export function TimelinePanel({ loanId }: { loanId: number }) {
  return (
    <Panel title="Historia del préstamo">
      <TimelineEntries
        timeline={useLoanTimeline(loanId)}
        label="Pasos del préstamo"
        empty="Todavía no hay pasos registrados."
      />
    </Panel>
  );
}
