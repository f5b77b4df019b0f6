import { fromCents, toCents } from './money';

export interface CapacityInput {
  /** Monthly installment capacity from the organismo's payroll data (ARS). */
  capacity: number;
  /** Monthly installments of the member's active loans (ARS each). */
  activeInstallments: readonly number[];
  /**
   * Installments of the active loans the member chose to pay off with the new one (ARS each).
   * They must be a subset of activeInstallments: the caller picks them from the member's own loans.
   */
  preCancelledInstallments: readonly number[];
}

/**
 * What is left each month for the new loan's installment (ARS):
 * capacity - sum(active installments) + sum(pre-cancelled installments), never below 0.
 */
export function availableCapacity(input: CapacityInput): number {
  const sum = (values: readonly number[], what: string) =>
    values.reduce((total, v) => {
      const cents = toCents(v, what);
      if (cents < 0) throw new RangeError(`${what} cannot be negative, got ${v}`);
      return total + cents;
    }, 0);
  const capacity = toCents(input.capacity, 'capacity');
  const left =
    capacity -
    sum(input.activeInstallments, 'active installment') +
    sum(input.preCancelledInstallments, 'pre-cancelled installment');
  return fromCents(Math.max(0, left));
}
