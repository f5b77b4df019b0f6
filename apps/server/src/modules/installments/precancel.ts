/**
 * A loan paid off with the money of a new one (a pre-cancellation at the new loan's transfer), and its
 * undoing when that transfer is reversed. Saldo pays every installment: those not charged yet owe only
 * their capital. The allocation keeps each repriced installment's interest and IVA, to restore them.
 */
import type { Queryable } from '../../db/connection';
import { reverse, type AllocationLine } from './allocation';
import { settleAtSaldo, summarize, withCharged, type StoredInstallment } from './ledger';
import * as repo from './repository';
import { refreshStates, type Installment } from './schedule';

export interface RepricedLine extends AllocationLine {
  /** The installment's interest and IVA before the pre-cancellation (or payoff), when it changed them. */
  antes?: { interes: number; iva: number; devengada: boolean };
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
    return changed ? { ...l, antes: { interes: was.interes, iva: was.iva, devengada: was.devengada } } : l;
  });
}

/** Whether every line a payoff repriced kept the prices before it (payoffs applied before they did not). */
export const keepsPricesBefore = (lines: readonly AllocationLine[]) =>
  (lines as RepricedLine[]).some((l) => l.antes !== undefined);

/**
 * The rows after a repricing allocation was taken off them (`reverse`), with each repriced installment's
 * interest, IVA and `devengada` as its lines kept them, and the states recomputed for those prices.
 */
export function restorePrices(
  before: readonly StoredInstallment[],
  undone: readonly Installment[],
  lines: readonly AllocationLine[],
  businessDate: string,
): StoredInstallment[] {
  const restored = new Map((lines as RepricedLine[]).flatMap((l) => (l.antes ? [[l.numero, l.antes]] : [])));
  const rows = withCharged(before, undone).map((i): StoredInstallment => {
    const antes = restored.get(i.numero);
    return antes ? { ...i, ...antes, importe: i.capital + antes.interes + antes.iva } : i;
  });
  const charged = new Map(rows.map((i) => [i.numero, i.devengada]));
  return refreshStates(rows, businessDate).map((i) => ({ ...i, devengada: charged.get(i.numero)! }));
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
