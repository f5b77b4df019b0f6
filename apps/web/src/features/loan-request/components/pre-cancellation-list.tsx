import type { PreCancellation } from '@portal/contract/loan-request';
import { formatMoney } from '@portal/ui/format';

interface PreCancellationListProps {
  items: PreCancellation[];
  selected: readonly number[];
  onToggle: (id: number) => void;
}

/** Active loans the new one may pay off; each frees its installment for the new loan. */
export function PreCancellationList({ items, selected, onToggle }: PreCancellationListProps) {
  if (items.length === 0) return null;
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <legend className="sr-only">Precancelar préstamos</legend>
      <p aria-hidden="true" className="text-base font-semibold text-slate-900">
        Precancelar préstamos
      </p>
      <p className="mt-1 text-xs text-slate-500">
        El nuevo préstamo cancela los que marque y libera sus cuotas.
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.PrestamoId}>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl p-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300">
              <input
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-800"
                checked={selected.includes(item.PrestamoId)}
                onChange={() => onToggle(item.PrestamoId)}
                aria-label={`Precancelar ${item.Producto} N° ${item.PrestamoId}`}
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-semibold break-words text-slate-900">
                  {item.Producto} <span className="font-normal text-slate-500">N° {item.PrestamoId}</span>
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-4 text-slate-600">
                  <span>
                    Saldo{' '}
                    <strong className="whitespace-nowrap tabular-nums">{formatMoney(item.Saldo)}</strong>
                  </span>
                  <span>
                    Valor de cuota{' '}
                    <strong className="whitespace-nowrap tabular-nums">{formatMoney(item.MontoCuota)}</strong>
                  </span>
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
