import type { Plan } from '@portal/contract/loan-request';

/** docs/product.md#route-table: the distinct MontoPrestado values, ascending. */
export const distinctAmounts = (plans: readonly Plan[]) =>
  [...new Set(plans.map((plan) => plan.MontoPrestado))].sort((a, b) => a - b);

/** The plans of one amount, by installments ascending. */
export const plansForAmount = (plans: readonly Plan[], amount: number) =>
  plans.filter((plan) => plan.MontoPrestado === amount).sort((a, b) => a.CantidadCuotas - b.CantidadCuotas);

/** The middle position of a slider of `count` stops (the lower middle when even). */
export const middleIndex = (count: number) => Math.max(0, Math.floor((count - 1) / 2));

export interface SliderSelection {
  amountIndex: number;
  installmentIndex: number;
}

/**
 * Where the sliders start: the amount the member asked for, or the largest plan below it (the plans
 * never exceed it); without a requested amount (army members) the middle one. The installments start in
 * the middle of those of that amount.
 */
export function initialSelection(plans: readonly Plan[], requested: number | null = null): SliderSelection {
  const amounts = distinctAmounts(plans);
  // Ascending, so the last amount at or below the request is at (how many there are) - 1.
  const atOrBelow = requested === null ? 0 : amounts.filter((amount) => amount <= requested).length;
  const amountIndex = requested === null ? middleIndex(amounts.length) : Math.max(0, atOrBelow - 1);
  const amount = amounts[amountIndex];
  const installments = amount === undefined ? [] : plansForAmount(plans, amount);
  return { amountIndex, installmentIndex: middleIndex(installments.length) };
}

/**
 * Moving the amount keeps the installment count the member chose when the new amount offers it, else the
 * closest one: a larger amount may not be affordable in few installments.
 */
export function selectAmount(
  plans: readonly Plan[],
  current: SliderSelection,
  amountIndex: number,
): SliderSelection {
  const before = selectedPlan(plans, current)?.CantidadCuotas;
  const amount = distinctAmounts(plans)[amountIndex];
  const options = amount === undefined ? [] : plansForAmount(plans, amount);
  if (before === undefined || options.length === 0) return { amountIndex, installmentIndex: 0 };
  let best = 0;
  options.forEach((plan, index) => {
    const bestPlan = options[best];
    if (bestPlan && Math.abs(plan.CantidadCuotas - before) < Math.abs(bestPlan.CantidadCuotas - before))
      best = index;
  });
  return { amountIndex, installmentIndex: best };
}

/** The plan under the two sliders, if any. */
export function selectedPlan(
  plans: readonly Plan[],
  { amountIndex, installmentIndex }: SliderSelection,
): Plan | undefined {
  const amount = distinctAmounts(plans)[amountIndex];
  return amount === undefined ? undefined : plansForAmount(plans, amount)[installmentIndex];
}
