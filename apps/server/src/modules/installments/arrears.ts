/**
 * Days past due, the regulator's situation, what is overdue and its provision (month-end.md section 3,
 * docs/decisions/023-installments-allocation.md). Pure, in integer cents.
 */
import { assertDate, daysBetween } from './dates';
import { appliedTotal, unpaid, type Installment } from './schedule';

export type Situacion = 1 | 2 | 3 | 4 | 5;

/** Days from the due date of the oldest installment not fully paid whose due date is before businessDate. */
export function daysPastDue(installments: readonly Installment[], businessDate: string): number {
  assertDate(businessDate);
  let oldest: string | null = null;
  for (const i of installments) {
    if (unpaid(i) > 0 && i.vencimiento < businessDate && (oldest === null || i.vencimiento < oldest)) {
      oldest = i.vencimiento;
    }
  }
  return oldest === null ? 0 : daysBetween(oldest, businessDate);
}

/** Upper bound of days of situations 1 to 4 (BCRA consumer rules, INAES portfolio annex); 5 beyond. */
export const SITUATION_MAX_DAYS = { 1: 31, 2: 90, 3: 180, 4: 365 } as const;

export function situation(days: number): Situacion {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`days must be a non-negative integer, got ${days}`);
  if (days <= SITUATION_MAX_DAYS[1]) return 1;
  if (days <= SITUATION_MAX_DAYS[2]) return 2;
  if (days <= SITUATION_MAX_DAYS[3]) return 3;
  if (days <= SITUATION_MAX_DAYS[4]) return 4;
  return 5;
}

/** What is due and unpaid on installments whose due date is before businessDate (`MontoAdeudado`). */
export function amountOverdue(installments: readonly Installment[], businessDate: string): number {
  assertDate(businessDate);
  return installments.reduce((sum, i) => (i.vencimiento < businessDate ? sum + unpaid(i) : sum), 0);
}

/** Provision rates per situation in basis points (100 = 1%). */
export type ProvisionRates = Readonly<Record<Situacion, number>>;

/** INAES defaults for loans without preferred guarantee: 1%, 5%, 20%, 50%, 100%. */
export const INAES_PROVISION_RATES: ProvisionRates = Object.freeze({
  1: 100,
  2: 500,
  3: 2000,
  4: 5000,
  5: 10000,
});

/** rate x balance, rounded half up to the cent, in exact integer arithmetic. */
export function provision(
  balanceCents: number,
  situacion: Situacion,
  rates: ProvisionRates = INAES_PROVISION_RATES,
): number {
  if (!Number.isSafeInteger(balanceCents) || balanceCents < 0) {
    throw new RangeError(`a balance must be a non-negative integer of cents, got ${balanceCents}`);
  }
  const bp = rates[situacion];
  if (!Number.isInteger(bp) || bp < 0 || bp > 10000) {
    throw new RangeError(
      `a provision rate must be 0 to 10000 basis points, got ${bp} for situation ${situacion}`,
    );
  }
  return Number((BigInt(balanceCents) * BigInt(bp) + 5000n) / 10000n);
}

/** 'Cuotas pagadas' counts installments fully paid; `CuotasRestantes` the others. */
export function counts(installments: readonly Installment[]): { pagadas: number; restantes: number } {
  const pagadas = installments.filter((i) => appliedTotal(i) >= i.importe).length;
  return { pagadas, restantes: installments.length - pagadas };
}
