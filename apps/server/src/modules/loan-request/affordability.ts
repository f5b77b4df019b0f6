import { loanRequestMessages } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { HttpError, notFound } from '../../lib/http-error';
import { availableCapacity, lowestAmount, validateRateTable } from '../loan-math/index';
import type { PlansInput, RateTable, RateTiers } from '../loan-math/index';
import { formatMoney } from '../../lib/money-format';
import * as repo from './repository';

export interface Line {
  id: number;
  nombre: string;
  /** The version of the line's rate table it was priced with (null: the first table). */
  versionId: number | null;
  /** One tier per amount range, by amount. */
  rates: RateTiers;
}

/** Rows with the same amount range form one tier. */
export function tiersOf(rows: readonly repo.TierRateRow[]): RateTable[] {
  const tiers = new Map<string, RateTable & { tnaByInstallments: Record<number, number> }>();
  for (const [min, max, step, cuotas, tna] of rows) {
    const key = `${min}|${max}|${step}`;
    const tier = tiers.get(key) ?? {
      minAmount: Number(min),
      maxAmount: Number(max),
      step: Number(step),
      tnaByInstallments: {},
    };
    tier.tnaByInstallments[cuotas] = Number(tna);
    tiers.set(key, tier);
  }
  return [...tiers.values()].sort((a, b) => a.minAmount - b.minAmount);
}

const lineNotFound = () => notFound(loanRequestMessages.lineNotFound);

/**
 * The line's rate table, checked by the loan math every time it is read: a table an operator broke
 * (TNA with 3 decimals, a grid of a million amounts) fails loudly instead of offering wrong plans.
 * New plans use the version in force now; `pinned` reads the one a request was priced with.
 */
export async function loadLine(q: Queryable, lineId: number, pick: repo.LineVersionPick): Promise<Line> {
  const row = await repo.findLineTerms(q, lineId, pick);
  if (!row || row.rates.length === 0) throw lineNotFound();
  const rates = tiersOf(row.rates);
  validateRateTable(rates);
  return { id: row.id, nombre: row.nombre, versionId: row.version_id, rates };
}

/** Amounts below the line's minimum are a typing matter, not a lack of credit: say what the minimum is. */
export function checkDeclaredAmount(line: Line, declared: number | null) {
  const minimum = lowestAmount(line.rates);
  if (declared !== null && declared < minimum) {
    throw new HttpError(400, loanRequestMessages.belowMinimum(formatMoney(minimum)));
  }
}

/** The member's army flag, organismo rules, capacity and committed installments. */
export async function memberFacts(q: Queryable, memberId: number) {
  const facts = await repo.findMemberRequestFacts(q, memberId);
  if (!facts) throw new Error(`member ${memberId} not found`);
  return facts;
}

export interface Affordability {
  /** The member's own active loans chosen for pre-cancellation. */
  preCancelled: repo.PreCancellableRow[];
  /** What is left each month for the new loan's payment. */
  available: number;
}

/**
 * Capacity minus the installments of the member's committed loans, plus those of the chosen
 * pre-cancellations (docs/product.md, "Loans"). A chosen id that is not one of the member's pre-cancellable
 * loans (missing, someone else's, not active, already being paid off by an open request) answers 404.
 */
export async function affordability(
  q: Queryable,
  memberId: number,
  facts: repo.MemberRequestFacts,
  preCancellationIds: readonly number[],
): Promise<Affordability> {
  const ids = [...new Set(preCancellationIds)];
  const preCancelled = ids.length > 0 ? await repo.listPreCancellable(q, memberId, ids) : [];
  if (preCancelled.length !== ids.length) throw notFound(loanRequestMessages.preCancellationNotFound);
  const available = availableCapacity({
    capacity: Number(facts.capacidad),
    activeInstallments: [Number(facts.comprometido)],
    preCancelledInstallments: preCancelled.map((l) => Number(l.monto_cuota)),
  });
  return { preCancelled, available };
}

/** `cftCap`: the member's organismo's cap (MemberRequestFacts.cft_maximo); plans above it are not offered. */
export const plansInput = (
  line: Line,
  available: number,
  declaredCap: number | null,
  cftCap: string | null,
): PlansInput => ({
  lineId: line.id,
  rates: line.rates,
  availableCapacity: available,
  declaredCap,
  cftCap: cftCap === null ? null : Number(cftCap),
});
