import { ClockIcon } from '@portal/ui/icons/clock';
import { formatWaiting, waitingTone } from './figures';

const tones = {
  ok: 'bg-slate-100 text-slate-700',
  warn: 'bg-amber-100 text-amber-800',
  late: 'bg-red-100 text-red-800',
} as const;

/** How long a request has waited, coloured by urgency. */
export function WaitingBadge({ hours }: { hours: number }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[waitingTone(hours)]}`}
    >
      <ClockIcon className="h-3 w-3" />
      {formatWaiting(hours)}
    </span>
  );
}
