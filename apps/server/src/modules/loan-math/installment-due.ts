import { scheduleCents, type ScheduleRowCents } from './amortization';

/**
 * The month a loan is in: installment `n - remaining + 1` of its French schedule (the one the next
 * payroll order deducts), the first before repayment starts and the last once nothing is left.
 * Amounts in cents; `payment` is the 'Valor de cuota' (capital + interest + IVA on the interest).
 */
export function installmentDue(
  principalCents: number,
  tnaPercent: number,
  installments: number,
  remaining: number,
): ScheduleRowCents | undefined {
  if (principalCents <= 0) return undefined;
  const number = Math.min(installments, Math.max(1, installments - remaining + 1));
  return scheduleCents(principalCents, tnaPercent, installments)[number - 1];
}
