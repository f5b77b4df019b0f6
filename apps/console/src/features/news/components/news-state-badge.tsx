import { newsStateLabels, type NewsState } from '@portal/contract';

const tones: Record<NewsState, string> = {
  borrador: 'bg-slate-100 text-slate-700',
  programada: 'bg-amber-100 text-amber-900',
  publicada: 'bg-emerald-100 text-emerald-900',
  despublicada: 'bg-red-50 text-red-800',
};

/** Where an item stands for members: not yet written out, waiting for its time, visible, taken down. */
export function NewsStateBadge({ estado }: { estado: NewsState }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[estado]}`}
    >
      {newsStateLabels[estado]}
    </span>
  );
}
