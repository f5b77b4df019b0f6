import { TimelineEntries } from '../../../components/timeline-entries';
import { useMemberTimeline } from '../api/member-timeline';
import { Card } from './facts-card';

/**
 * 'Historia': what the member did and what staff did with the member and their loans, the latest first
 * (support looks for what just happened); a long history scrolls inside its card.
 */
export function MemberTimeline({ memberId }: { memberId: number }) {
  return (
    <Card title="Historia">
      <TimelineEntries
        timeline={useMemberTimeline(memberId)}
        label="Historia del socio"
        empty="Todavía no hay nada registrado para este socio."
        newestFirst
        scrolls
        className="max-h-[36rem] overflow-y-auto"
      />
    </Card>
  );
}
