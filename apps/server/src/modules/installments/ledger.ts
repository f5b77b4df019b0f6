/**
 * What installments as rows mean for the loan's ledger (docs/decisions/024-installments-ledger.md). Pure,
 * in integer cents.
 *
 * An installment is `devengada` once its interest and IVA are in the ledger: when its period's deduction is
 * posted, or when money reaches it first (a surplus, a payment ahead). Saldo is then the capital still owed
 * plus the charged interest and IVA not yet paid, and it ends at exactly 0 with the last installment paid.
 */
import { daysBetween } from './dates';
import { allocate, type AllocationResult } from './allocation';
import { appliedTotal, unpaid, type Installment } from './schedule';

export interface StoredInstallment extends Installment {
  devengada: boolean;
}

/** A debit of the ledger: an installment's interest or its IVA, charged. */
export interface Charge {
  numero: number;
  interes: number;
  iva: number;
}

/** What the loan's row keeps from its installments. */
export interface LoanSummary {
  saldo: number;
  /** Installments not fully paid (`CuotasRestantes`). */
  restantes: number;
  /** Due, past its date and unpaid (`MontoAdeudado`). */
  adeudado: number;
  /** Due date of the oldest installment not fully paid once it has passed; null when up to date. */
  vencidaDesde: string | null;
  /** Every installment paid: the loan is 'Cancelado'. */
  pagado: boolean;
}

export function summarize(rows: readonly StoredInstallment[], businessDate: string): LoanSummary {
  let saldo = 0;
  let restantes = 0;
  let adeudado = 0;
  let vencidaDesde: string | null = null;
  for (const i of rows) {
    const owed = unpaid(i);
    saldo += i.devengada ? owed : i.capital - i.aplicado.capital;
    if (owed <= 0) continue;
    restantes += 1;
    if (i.vencimiento < businessDate) {
      adeudado += owed;
      if (vencidaDesde === null || i.vencimiento < vencidaDesde) vencidaDesde = i.vencimiento;
    }
  }
  return { saldo, restantes, adeudado, vencidaDesde, pagado: restantes === 0 };
}

/** Days past due on businessDate for a loan whose oldest unpaid installment fell due on vencidaDesde. */
export const daysLate = (vencidaDesde: string | null, businessDate: string): number =>
  vencidaDesde === null ? 0 : Math.max(0, daysBetween(vencidaDesde, businessDate));

/**
 * Charges the installments of periods up to `periodo` (and any that holds money) not charged yet: their
 * interest and IVA enter the ledger. `periodo` null charges only those holding money.
 */
export function chargeDue(
  rows: readonly StoredInstallment[],
  periodo: string | null,
): { rows: StoredInstallment[]; charges: Charge[] } {
  const charges: Charge[] = [];
  const next = rows.map((i) => {
    if (i.devengada) return i;
    if (!((periodo !== null && i.periodo <= periodo) || appliedTotal(i) > 0)) return i;
    charges.push({ numero: i.numero, interes: i.interes, iva: i.iva });
    return { ...i, devengada: true };
  });
  return { rows: next, charges };
}

/** Keeps the `devengada` flag of each row through the pure rules, which do not know it. */
export const withCharged = (
  before: readonly StoredInstallment[],
  after: readonly Installment[],
): StoredInstallment[] => {
  const charged = new Map(before.map((i) => [i.numero, i.devengada]));
  return after.map((i) => ({ ...i, devengada: charged.get(i.numero) ?? false }));
};

/**
 * Money applied to the loan: allocated oldest first, then every installment of periods up to `periodo`
 * and every one the money reached is charged. Saldo after = before + charges - (importe - sobrante).
 */
export function applyMoney(
  rows: readonly StoredInstallment[],
  importe: number,
  fecha: string,
  businessDate: string,
  periodo: string | null,
): { rows: StoredInstallment[]; allocation: AllocationResult; charges: Charge[] } {
  const allocation = allocate(rows, importe, fecha, businessDate);
  const charged = chargeDue(withCharged(rows, allocation.installments), periodo);
  return { rows: charged.rows, allocation, charges: charged.charges };
}

/**
 * A pre-cancellation: the installments not charged yet lose their interest and IVA (only their capital is
 * owed), and Saldo pays every installment. Returns the repriced, fully paid rows and the allocation.
 */
export function settleAtSaldo(
  rows: readonly StoredInstallment[],
  fecha: string,
  businessDate: string,
): { rows: StoredInstallment[]; allocation: AllocationResult; importe: number } {
  const repriced = rows.map((i): StoredInstallment => {
    if (i.devengada) return i;
    const interes = i.aplicado.interes;
    const iva = i.aplicado.iva;
    return { ...i, interes, iva, importe: i.capital + interes + iva, devengada: true };
  });
  const importe = summarize(rows, businessDate).saldo;
  const allocation = allocate(repriced, importe, fecha, businessDate);
  return { rows: withCharged(repriced, allocation.installments), allocation, importe };
}
