import { frenchInstallmentCents, scheduleCents } from './amortization';
import { cftFromSchedule } from './cft';
import { fromCents, toCents } from './money';
import { parsePlanId, planId } from './plan-id';
import { normalizeRateTable, type RateTable, type RateTableCents } from './rate-table';
import { ivaCents, monthInterestCents } from './rates';

/** One offered plan, shaped as the contract's PlanesDisponibles item. ARS amounts; rates in percent. */
export interface PlanOption {
  Id: string;
  MontoPrestado: number;
  CantidadCuotas: number;
  /**
   * 'Valor de cuota': what the first month deducts, IVA on its interest included (the French
   * installment + IVA). Later months deduct a little less as interest falls (docs/decisions/012).
   */
  MontoCuota: number;
  /** Percent, 2 decimals. */
  TNA: number;
  /** Effective annual rate of the interest alone, percent, 2 decimals. */
  TEA: number;
  /** CFT effective annual with IVA, percent, 2 decimals. */
  CFT: number;
}

export interface PlansInput {
  lineId: number;
  rates: RateTable;
  /** What the member can pay each month for the new loan (ARS), see availableCapacity(). */
  availableCapacity: number;
  /** The amount the member declares (non-army members), ARS; null when not bounded (army members). */
  declaredCap: number | null;
}

interface Bounds {
  table: RateTableCents;
  capacityCents: number;
  topCents: number;
}

function bounds(input: PlansInput): Bounds {
  const table = normalizeRateTable(input.rates);
  const capacityCents = Math.max(0, toCents(input.availableCapacity, 'availableCapacity'));
  const capCents = input.declaredCap === null ? Infinity : toCents(input.declaredCap, 'declaredCap');
  return { table, capacityCents, topCents: Math.min(table.maxCents, capCents) };
}

/** The plan if the member can afford it, else null. The amount must already be on the grid. */
function evaluate(lineId: number, b: Bounds, amountCents: number, n: number, tna: number): PlanOption | null {
  const rows = scheduleCents(amountCents, tna, n);
  // A schedule that pays the loan off before its last month (only at extreme rate x term on tiny
  // amounts, where a rounded-up cent outweighs the first months' amortisation) is not an n-month plan.
  if ((rows[n - 2]?.balance ?? 1) === 0) return null;
  // Interest falls every month, so the first payment is the largest; the last installment, which
  // absorbs rounding, can still be a few cents above it, so the check looks at every month.
  const largestPayment = rows.reduce((max, row) => Math.max(max, row.payment), 0);
  if (largestPayment > b.capacityCents) return null;
  const firstRow = rows[0];
  if (!firstRow) return null;
  const costs = cftFromSchedule(amountCents, tna, rows);
  return {
    Id: planId(lineId, fromCents(amountCents), n),
    MontoPrestado: fromCents(amountCents),
    CantidadCuotas: n,
    MontoCuota: fromCents(firstRow.payment),
    TNA: costs.tna,
    TEA: costs.tea,
    CFT: costs.cftea,
  };
}

/** First month's payment, computed without the schedule: enough to stop scanning larger amounts. */
function firstPaymentCents(amountCents: number, tna: number, n: number): number {
  const interest = monthInterestCents(amountCents, tna);
  return frenchInstallmentCents(amountCents, tna, n) + ivaCents(interest);
}

/**
 * Every (amount, installments) the member can afford on this line, sorted by amount then installments.
 * Amounts are on the grid minAmount + k*step, at most maxAmount and the declared cap; a plan is
 * offered when no monthly payment (installment + IVA on interest) exceeds the available capacity.
 */
export function plans(input: PlansInput): PlanOption[] {
  const b = bounds(input);
  const offered: PlanOption[] = [];
  for (const { installments: n, tnaPercent } of b.table.rates) {
    for (let amount = b.table.minCents; amount <= b.topCents; amount += b.table.stepCents) {
      // The first payment only grows with the amount: once it is over capacity, so is every larger one.
      if (firstPaymentCents(amount, tnaPercent, n) > b.capacityCents) break;
      const plan = evaluate(input.lineId, b, amount, n, tnaPercent);
      if (plan) offered.push(plan);
    }
  }
  return offered.sort((x, y) => x.MontoPrestado - y.MontoPrestado || x.CantidadCuotas - y.CantidadCuotas);
}

/**
 * The plan with this Id if plans(input) would offer it now, else null: how the server checks a plan
 * chosen by the client without trusting any figure it sends back.
 */
export function findOfferedPlan(input: PlansInput, id: string): PlanOption | null {
  const key = parsePlanId(id);
  if (!key || key.lineId !== input.lineId) return null;
  return offeredPlan(input, key.amount, key.installments);
}

/** The plan for (amount, installments) if plans(input) would offer it now, else null. */
export function offeredPlan(input: PlansInput, amount: number, installments: number): PlanOption | null {
  const b = bounds(input);
  const rate = b.table.rates.find((r) => r.installments === installments);
  if (!rate || !Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) return null; // fractions of a cent are never on the grid
  if (cents < b.table.minCents || cents > b.topCents) return null;
  if ((cents - b.table.minCents) % b.table.stepCents !== 0) return null;
  return evaluate(input.lineId, b, cents, installments, rate.tnaPercent);
}
