import type { UseQueryResult } from '@tanstack/react-query';
import type { TimelineEntry } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';

/** 'socio' and 'sistema' as names; a staff member's e-mail as it is. */
const whoName = (who: string) => ({ socio: 'Socio', sistema: 'Sistema' })[who] ?? who;

/** Newest first by the instant (stable: entries of the same instant keep the server's order, reversed). */
const latestFirst = <T extends { at: string }>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, index, time: Date.parse(item.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ item }) => item);

/**
 * A history as the server's timeline calls answer it (loan or member): loading, failure with 'Reintentar',
 * empty, or the steps with when, who and the detail; oldest first unless `newestFirst`.
 */
export function TimelineEntries({
  timeline,
  label,
  empty,
  newestFirst = false,
  scrolls = false,
  className = '',
}: {
  timeline: UseQueryResult<{ items: TimelineEntry[] }>;
  label: string;
  /** A long history scrolls inside a box (className sets its height): focusable, so the keys scroll it. */
  scrolls?: boolean;
  empty: string;
  newestFirst?: boolean;
  className?: string;
}) {
  if (timeline.isPending)
    return (
      <p role="status" className="mt-3 text-sm text-slate-500">
        Cargando la historia...
      </p>
    );
  if (timeline.isError)
    return (
      <div className="mt-3 space-y-2">
        <Alert tone="error">No se pudo cargar la historia: {messageOf(timeline.error)}</Alert>
        <Button variant="secondary" onClick={() => void timeline.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  const items = newestFirst ? latestFirst(timeline.data.items) : timeline.data.items;
  if (items.length === 0) return <p className="mt-3 text-sm text-slate-500">{empty}</p>;
  return (
    <ol aria-label={label} tabIndex={scrolls ? 0 : undefined} className={`mt-3 pl-1.5 ${className}`}>
      {items.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative border-l-2 border-slate-200 pb-4 pl-5 last:pb-0">
          <span
            className={`absolute top-1.5 -left-[5px] h-2 w-2 rounded-full ${entry.who === 'socio' ? 'bg-emerald-500' : 'bg-brand-600'}`}
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
  );
}
