import { frenchInstallmentCents, scheduleCents } from './amortization';
import { cftFromSchedule } from './cft';
import { fromCents, toCents } from './money';
import { parsePlanId, planId } from './plan-id';
import { normalizeTiers, type RateTable, type RateTableCents, type RateTiers } from './rate-table';
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
  /** One amount range, or several (tiers) each with its own step and TNA per installment count. */
  rates: RateTable | RateTiers;
  /** What the member can pay each month for the new loan (ARS), see availableCapacity(). */
  availableCapacity: number;
  /** The amount the member declares (non-army members), ARS; null when not bounded (army members). */
  declaredCap: number | null;
  /**
   * The highest CFT (percent) the member's organismo accepts: a plan above it is not offered. Null or
   * absent: no cap.
   */
  cftCap?: number | null;
}

interface Bounds {
  tiers: RateTableCents[];
  capacityCents: number;
  /** The declared amount in cents (Infinity when not bounded). */
  declaredCents: number;
  cftCap: number | null;
}

function bounds(input: PlansInput): Bounds {
  const tiers = normalizeTiers(input.rates);
  const capacityCents = Math.max(0, toCents(input.availableCapacity, 'availableCapacity'));
  const declaredCents = input.declaredCap === null ? Infinity : toCents(input.declaredCap, 'declaredCap');
  return { tiers, capacityCents, declaredCents, cftCap: input.cftCap ?? null };
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
  if (b.cftCap !== null && costs.cftea > b.cftCap) return null;
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
 * In each tier, amounts are on its grid minAmount + k*step, at most its maxAmount and the declared cap,
 * priced with that tier's TNA per installment count; a plan is offered when no monthly payment
 * (installment + IVA on interest) exceeds the available capacity and its CFT is within the cap.
 */
export function plans(input: PlansInput): PlanOption[] {
  const b = bounds(input);
  const offered: PlanOption[] = [];
  for (const tier of b.tiers) {
    const top = Math.min(tier.maxCents, b.declaredCents);
    for (const { installments: n, tnaPercent } of tier.rates) {
      for (let amount = tier.minCents; amount <= top; amount += tier.stepCents) {
        // The first payment only grows with the amount: once it is over capacity, so is every larger one.
        if (firstPaymentCents(amount, tnaPercent, n) > b.capacityCents) break;
        const plan = evaluate(input.lineId, b, amount, n, tnaPercent);
        if (plan) offered.push(plan);
      }
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
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) return null; // fractions of a cent are never on the grid
  // Ranges never overlap, so at most one tier holds the amount.
  const tier = b.tiers.find((t) => cents >= t.minCents && cents <= t.maxCents);
  const rate = tier?.rates.find((r) => r.installments === installments);
  if (!tier || !rate || cents > b.declaredCents) return null;
  if ((cents - tier.minCents) % tier.stepCents !== 0) return null;
  return evaluate(input.lineId, b, cents, installments, rate.tnaPercent);
}
