import { useLayoutEffect, useRef, useState } from 'react';
import type { Plan } from '@portal/contract/loan-request';
import { formatMoney } from '@portal/ui/format';
import { formatPercent } from '../../../lib/format-percent';
import { installmentNote } from '../../../lib/installment-note';
import {
  distinctAmounts,
  initialSelection,
  plansForAmount,
  selectAmount,
  selectedPlan,
  type SliderSelection,
} from '../utils/plan-sliders';

interface PlanSlidersProps {
  plans: Plan[];
  /** The plan chosen before (coming back to this step), if the answer still offers it. */
  chosen: Plan | null;
  /** What the member asked for on the amount step (null for army members): where the amount slider starts. */
  requested: number | null;
  onSelect: (plan: Plan | undefined) => void;
}

function startAt(plans: Plan[], chosen: Plan | null, requested: number | null): SliderSelection {
  if (chosen) {
    const amountIndex = distinctAmounts(plans).indexOf(chosen.MontoPrestado);
    const installmentIndex = plansForAmount(plans, chosen.MontoPrestado).findIndex(
      (plan) => plan.CantidadCuotas === chosen.CantidadCuotas && plan.MontoCuota === chosen.MontoCuota,
    );
    if (amountIndex >= 0 && installmentIndex >= 0) return { amountIndex, installmentIndex };
  }
  return initialSelection(plans, requested);
}

const sliderClasses =
  'h-11 w-full cursor-pointer accent-brand-800 disabled:cursor-default disabled:opacity-60';

/**
 * Two sliders (docs/product.md#the-request-wizard): amounts ascending starting at the requested amount, then the installment counts of
 * that amount. The exact figures of the plan under them are shown before the member continues. Mount
 * with a key per answer: a new answer starts the sliders again.
 */
export function PlanSliders({ plans, chosen, requested, onSelect }: PlanSlidersProps) {
  const [selection, setSelection] = useState(() => startAt(plans, chosen, requested));
  const amounts = distinctAmounts(plans);
  const amount = amounts[selection.amountIndex] ?? 0;
  const options = plansForAmount(plans, amount);
  const plan = selectedPlan(plans, selection);

  const choose = (next: SliderSelection) => setSelection(next);

  // The step keeps the plan under the sliders, from the first paint on (the middle is a valid choice): a
  // layout effect, because Preact runs a plain one only after the paint, and 'Continuar' tapped in between
  // found no plan.
  const report = useRef(onSelect);
  report.current = onSelect;
  useLayoutEffect(() => report.current(plan), [plan]);

  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor="plan-amount" className="text-sm font-medium text-slate-700">
          Monto
        </label>
        <span className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
          {formatMoney(amount)}
        </span>
      </div>
      <input
        id="plan-amount"
        type="range"
        min={0}
        max={Math.max(0, amounts.length - 1)}
        step={1}
        value={selection.amountIndex}
        disabled={amounts.length < 2}
        aria-valuetext={formatMoney(amount)}
        onChange={(event) => choose(selectAmount(plans, selection, Number(event.target.value)))}
        className={sliderClasses}
      />
      <div className="flex justify-between text-xs text-slate-500 tabular-nums">
        <span>{formatMoney(amounts[0] ?? 0)}</span>
        <span>{formatMoney(amounts[amounts.length - 1] ?? 0)}</span>
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-3">
        <label htmlFor="plan-installments" className="text-sm font-medium text-slate-700">
          Cuotas
        </label>
        <span className="text-lg font-bold text-slate-900 tabular-nums">{plan?.CantidadCuotas ?? 0}</span>
      </div>
      <input
        id="plan-installments"
        type="range"
        min={0}
        max={Math.max(0, options.length - 1)}
        step={1}
        value={selection.installmentIndex}
        disabled={options.length < 2}
        aria-valuetext={`${plan?.CantidadCuotas ?? 0} cuotas`}
        onChange={(event) => choose({ ...selection, installmentIndex: Number(event.target.value) })}
        className={sliderClasses}
      />
      <div className="flex justify-between text-xs text-slate-500 tabular-nums">
        <span>{options[0]?.CantidadCuotas ?? 0}</span>
        <span>{options[options.length - 1]?.CantidadCuotas ?? 0}</span>
      </div>

      {plan && (
        <dl aria-label="Plan elegido" className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-3">
          <Figure label="Monto del préstamo" value={formatMoney(plan.MontoPrestado)} />
          <Figure label="Cantidad de cuotas" value={String(plan.CantidadCuotas)} />
          <Figure
            label="Valor de cuota"
            value={formatMoney(plan.MontoCuota)}
            note={installmentNote(1, plan.CantidadCuotas)}
            wide
          />
          <div className="col-span-2 grid grid-cols-3 gap-2">
            <Figure label="TNA" value={formatPercent(plan.TNA)} />
            {plan.TEA !== undefined && <Figure label="TEA" value={formatPercent(plan.TEA)} />}
            <Figure label="CFT" value={formatPercent(plan.CFT)} />
          </div>
        </dl>
      )}
    </div>
  );
}

function Figure({
  label,
  value,
  note,
  wide = false,
}: {
  label: string;
  value: string;
  note?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        className={`font-bold whitespace-nowrap text-slate-900 tabular-nums ${wide ? 'text-xl' : 'text-base'}`}
      >
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
