import { fromCents, toCents } from './money';

/**
 * A plan's Id is its own coordinates - line, amount in cents, installments - e.g. "3-15000000-12"
 * for line 3, ARS 150,000.00 in 12 installments. The server keeps no list of offered plans: given an
 * Id back from the client, it parses it and recomputes whether it would offer that plan now.
 */
export function planId(lineId: number, amount: number, installments: number): string {
  if (!Number.isSafeInteger(lineId) || lineId <= 0) throw new RangeError(`lineId must be a positive integer`);
  if (!Number.isInteger(installments) || installments <= 0)
    throw new RangeError(`installments must be positive`);
  const cents = toCents(amount, 'amount');
  if (cents <= 0) throw new RangeError('amount must be positive');
  return `${lineId}-${cents}-${installments}`;
}

export interface PlanKey {
  lineId: number;
  /** ARS, 2 decimals. */
  amount: number;
  installments: number;
}

// No leading zeros and bounded lengths: exactly one spelling per plan, nothing a client can pad.
const PLAN_ID = /^([1-9]\d{0,14})-([1-9]\d{0,14})-([1-9]\d{0,2})$/;

/** The coordinates of a plan Id, or null when the text is not one. */
export function parsePlanId(id: string): PlanKey | null {
  const match = PLAN_ID.exec(id);
  if (!match) return null;
  const [, line, cents, n] = match;
  const lineId = Number(line);
  const amountCents = Number(cents);
  if (!Number.isSafeInteger(lineId) || !Number.isSafeInteger(amountCents)) return null;
  return { lineId, amount: fromCents(amountCents), installments: Number(n) };
}
