/**
 * A loan paid off with the money of a new one (a pre-cancellation at the new loan's transfer), and its
 * undoing when that transfer is reversed. Saldo pays every installment: those not charged yet owe only
 * their capital. The allocation keeps each repriced installment's interest and IVA, to restore them.
 */
import type { Queryable } from '../../db/connection';
import { reverse, type AllocationLine } from './allocation';
import { settleAtSaldo, summarize, withCharged, type StoredInstallment } from './ledger';
import * as repo from './repository';

interface RepricedLine extends AllocationLine {
  /** The installment's interest and IVA before the pre-cancellation (or payoff), when it changed them. */
  antes?: {
    interes: number;
    iva: number;
    devengada: boolean;
    /** Its paid date before, for an installment already paid that the payoff charged more interest. */
    fechaPago?: string | null;
  };
}

/**
 * The lines of a payoff that repriced installments (installments/payoff.ts applyPayoff), each changed one
 * keeping its interest, IVA and `devengada` as they were (`antes`): what reversing it restores.
 */
export function withPricesBefore(
  lines: readonly AllocationLine[],
  before: readonly StoredInstallment[],
  after: readonly StoredInstallment[],
): RepricedLine[] {
  const old = new Map(before.map((i) => [i.numero, i]));
  const now = new Map(after.map((i) => [i.numero, i]));
  return lines.map((l) => {
    const was = old.get(l.numero)!;
    const is = now.get(l.numero)!;
    const changed = was.interes !== is.interes || was.iva !== is.iva || was.devengada !== is.devengada;
    const antes = { interes: was.interes, iva: was.iva, devengada: was.devengada, fechaPago: was.fechaPago };
    return changed ? { ...l, antes } : l;
  });
}

/** Whether every line a payoff repriced kept the prices before it (payoffs applied before they did not). */
export const keepsPricesBefore = (lines: readonly AllocationLine[]) =>
  (lines as RepricedLine[]).some((l) => l.antes !== undefined);

/**
 * The rows with each installment a payoff repriced back at the interest, IVA and `devengada` its lines kept
 * (what was applied left as it is): taking the payoff's lines off these (`reverse`) leaves the installments
 * as they were before it. Off the repriced rows instead, a partial payment before the payoff would read as
 * out of order (its IVA short of the repriced IVA, with interest paid).
 */
export function restorePrices(
  rows: readonly StoredInstallment[],
  lines: readonly AllocationLine[],
): StoredInstallment[] {
  const restored = new Map((lines as RepricedLine[]).flatMap((l) => (l.antes ? [[l.numero, l.antes]] : [])));
  return rows.map((i): StoredInstallment => {
    const antes = restored.get(i.numero);
    if (!antes) return i;
    const { fechaPago, ...prices } = antes;
    const repriced = { ...i, ...prices, importe: i.capital + antes.interes + antes.iva };
    // An installment paid before the payoff keeps the day it was paid: taking the payoff's extra interest
    // off leaves it paid, and `reverse` keeps the paid date of what stays paid.
    return fechaPago === undefined ? repriced : { ...repriced, fechaPago };
  });
}

/** Settles every installment of `loanId` at its Saldo; answers the amount (cents) it took. */
export async function precancelInstallments(
  q: Queryable,
  loanId: number,
  fecha: string,
  businessDate: string,
): Promise<number> {
  const before = (await repo.installmentsOf(q, [loanId])).get(loanId) ?? [];
  if (before.length === 0) return 0;
  const { rows, allocation, importe } = settleAtSaldo(before, fecha, businessDate);
  const old = new Map(before.map((i) => [i.numero, i]));
  const lines: RepricedLine[] = allocation.lines.map((l) => {
    const was = old.get(l.numero)!;
    return was.devengada ? l : { ...l, antes: { interes: was.interes, iva: was.iva, devengada: false } };
  });
  await repo.updateInstallments(
    q,
    repo.changedRows(before, rows).map((installment) => ({ loanId, installment })),
  );
  await repo.insertAllocations(q, [
    { loanId, origen: 'precancelacion', postingId: null, allocation: { ...allocation, lines } },
  ]);
  return importe;
}

/** The pre-cancellation undone: its money off the installments, their interest and IVA as they were. */
export async function undoPrecancel(q: Queryable, loanId: number, businessDate: string) {
  const before = (await repo.installmentsOf(q, [loanId])).get(loanId) ?? [];
  const live = await repo.liveAllocations(q, loanId);
  const last = live.at(-1);
  if (!last || before.length === 0) return null;
  const undone = reverse(before, last, { businessDate });
  if ('refused' in undone)
    throw new Error(`loan ${loanId}: its pre-cancellation is not its latest allocation`);
  const restored = new Map(
    (last.lines as RepricedLine[]).flatMap((l) => (l.antes ? [[l.numero, l.antes]] : [])),
  );
  const rows = withCharged(before, undone.installments).map((i): StoredInstallment => {
    const antes = restored.get(i.numero);
    return antes ? { ...i, ...antes, importe: i.capital + antes.interes + antes.iva } : i;
  });
  await repo.updateInstallments(
    q,
    repo.changedRows(before, rows).map((installment) => ({ loanId, installment })),
  );
  await repo.markAllocationReversed(q, last.id);
  return summarize(rows, businessDate);
}
