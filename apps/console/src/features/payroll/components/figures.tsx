import type { ReactNode } from 'react';

/** A row of totals, each a label over a figure. */
export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
      {children}
    </dl>
  );
}

const tones = { plain: 'text-slate-900', good: 'text-emerald-800', bad: 'text-red-700' };

export function Figure({
  label,
  children,
  hint,
  tone = 'plain',
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`mt-0.5 text-base font-semibold tabular-nums ${tones[tone]}`}>{children}</dd>
      {hint && <dd className="text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}
