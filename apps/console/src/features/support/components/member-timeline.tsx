import { formatDateTime } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { useMemberTimeline } from '../api/member-timeline';
import { Card } from './facts-card';

/** Newest first by the instant (stable: entries of the same instant keep the server's order, reversed). */
const latestFirst = <T extends { at: string }>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index, time: Date.parse(item.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ item }) => item);

/** 'socio' and 'sistema' as names; a staff member's e-mail as it is. */
const whoName = (who: string) => ({ socio: 'Socio', sistema: 'Sistema' })[who] ?? who;

/**
 * 'Historia': what the member did and what staff did with the member and their loans, the latest first
 * (support looks for what just happened); a long history scrolls inside its card.
 */
export function MemberTimeline({ memberId }: { memberId: number }) {
  const timeline = useMemberTimeline(memberId);
  return (
    <Card title="Historia">
      {timeline.isPending && <p className="mt-3 text-sm text-slate-500">Cargando la historia...</p>}
      {timeline.isError && (
        <div className="mt-3">
          <Alert tone="error">No se pudo cargar la historia: {messageOf(timeline.error)}</Alert>
        </div>
      )}
      {timeline.data && timeline.data.items.length === 0 && (
        <p className="mt-3 text-sm text-slate-500">Todavía no hay nada registrado para este socio.</p>
      )}
      {timeline.data && timeline.data.items.length > 0 && (
        <ol className="mt-3 max-h-[36rem] overflow-y-auto pl-1.5">
          {latestFirst(timeline.data.items).map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className="relative border-l-2 border-slate-200 pb-4 pl-5 last:pb-0"
            >
              <span
                className="absolute top-1.5 -left-[5px] h-2 w-2 rounded-full bg-brand-600"
                aria-hidden="true"
              />
              <p className="text-sm font-medium text-slate-900">{entry.what}</p>
              <p className="text-xs text-slate-500">
                {formatDateTime(entry.at)} · {whoName(entry.who)}
              </p>
              {entry.detail && <p className="mt-0.5 text-sm text-slate-700">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
