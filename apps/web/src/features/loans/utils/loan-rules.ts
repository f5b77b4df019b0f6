import type { Loan } from '@portal/contract/loans';

/** The card colours of docs/product.md#loans; a loan's own Color (a hex) wins over the rules. */
export type LoanColor = 'green' | 'red' | 'teal' | 'blue' | 'yellow' | `#${string}`;

type ColorFields = Pick<Loan, 'Estado' | 'Transferido' | 'Confirmable' | 'Color'>;

const has = (estado: string, text: string) => estado.toLowerCase().includes(text);

/** Color if given; green if Transferido; red if anulado; teal if esperando transferencia; blue if Confirmable; else yellow. */
export function loanCardColor(loan: ColorFields): LoanColor {
  if (loan.Color) return loan.Color as `#${string}`;
  if (loan.Transferido) return 'green';
  if (has(loan.Estado, 'anulado')) return 'red';
  if (has(loan.Estado, 'esperando transferencia')) return 'teal';
  if (loan.Confirmable) return 'blue';
  return 'yellow';
}

/** Active: Estado contains 'descontando' (any case) and something is still owed. */
export const isActiveLoan = (loan: Pick<Loan, 'Estado' | 'Saldo'>) =>
  has(loan.Estado, 'descontando') && loan.Saldo > 0;

/** Total debt is the sum of every loan's Saldo (docs/product.md#session, loans cache record). */
export const totalDebt = (loans: readonly Pick<Loan, 'Saldo'>[]) =>
  loans.reduce((sum, loan) => sum + (Number.isFinite(loan.Saldo) ? loan.Saldo : 0), 0);

export const isCancelledByEntity = (estado: string) => has(estado, 'anulado por entidad');
/** File buttons are hidden for every cancelled loan (by the member or by the entity). */
export const isCancelled = (estado: string) => has(estado, 'anulado');

/** Paid off ('Cancelado'): the loan ended owing nothing, and has its libre deuda. */
export const isPaidOff = (estado: string) => estado.trim().toLowerCase() === 'cancelado';

export interface LoanProgress {
  paid: number;
  total: number;
  /** Percent of installments paid, rounded to one decimal. */
  percent: number;
}

/** Paid installments over the total; remaining counts outside 0..total are clamped (data from the server may be off). */
export function loanProgress(loan: Pick<Loan, 'CantidadCuotas' | 'CuotasRestantes'>): LoanProgress {
  const total = Math.max(0, loan.CantidadCuotas);
  const remaining = Math.min(total, Math.max(0, loan.CuotasRestantes));
  const paid = total - remaining;
  const percent = total === 0 ? 0 : Math.round((paid / total) * 1000) / 10;
  return { paid, total, percent };
}
