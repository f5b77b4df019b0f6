import type { CollectionsResponse } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';

/** The totals of every loan the filters find (not only the rows loaded). */
export function CollectionsTotals({ totals }: { totals: CollectionsResponse['totals'] }) {
  const figures = [
    { label: 'Préstamos en mora', value: String(totals.prestamos) },
    { label: 'Adeudado', value: formatMoney(totals.montoAdeudado) },
    { label: 'Saldo', value: formatMoney(totals.saldo) },
  ];
  return (
    <dl aria-label="Totales de la lista" className="grid grid-cols-3 gap-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{f.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
