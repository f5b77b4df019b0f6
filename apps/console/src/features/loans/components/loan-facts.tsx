import { useId, type ReactNode } from 'react';

/** A titled card of label/value pairs: the loan file is made of these. */
export function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">{children}</dl>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

/** A rate in percent as the file writes it: '142,37 %', '5 %'. */
export const percent = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;
