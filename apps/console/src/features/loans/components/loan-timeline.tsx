import { TimelineEntries } from '../../../components/timeline-entries';
import { useLoanTimeline } from '../api/loan-timeline';

/** 'Historia': what the member did and what staff did with the loan, in time order. */
export function LoanTimeline({ loanId }: { loanId: number }) {
  return (
    <section
      aria-labelledby="loan-timeline-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="loan-timeline-title" className="text-base font-semibold text-slate-900">
        Historia
      </h2>
      <TimelineEntries
        timeline={useLoanTimeline(loanId)}
        label="Historia del préstamo"
        empty="Todavía no hay nada registrado para este préstamo."
      />
    </section>
  );
}
