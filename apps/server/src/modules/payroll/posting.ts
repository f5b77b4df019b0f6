/**
 * What posting one result line does to a loan, in integer cents (docs/decisions/010-payroll.md). Pure,
 * so that the arithmetic is property-tested apart from the database.
 *
 * An installment k of the French schedule charges its interest and the IVA on it (debits) and credits
 * what the organismo applied, so Saldo drops by the capital part when the whole installment is applied,
 * and the loan ends exactly at 0 after the last one. What was not applied is arrears (`mora`), asked
 * again in the next orders; the schedule's interest is not recomputed on it (no punitive interest).
 * Every effect is a delta: reversing a posting subtracts exactly what it added, so any sequence of
 * postings and reversals returns every balance to the cent. A reversal that a later posting depends on
 * (Saldo would go below 0) waits for that one to be reversed first.
 */

export interface LoanBalances {
  /** What the member owes (principal plus charged interest and IVA not yet deducted). */
  saldo: number;
  /** Applied less than asked, accumulated; negative when the organismo deducted ahead. */
  mora: number;
  cuotasRestantes: number;
}

/** The schedule's row for the installment posted; null for lines past the schedule (arrears only). */
export interface InstallmentCharge {
  number: number;
  of: number;
  interest: number;
  ivaOnInterest: number;
  /** What the schedule asks that month (capital + interest + IVA). */
  payment: number;
}

export interface Movement {
  concepto: string;
  debito: number;
  credito: number;
}

export interface Posting {
  movements: Movement[];
  /** Added to the balances (a reversal subtracts the same). */
  delta: LoanBalances;
}

export type PostingRefusal = 'overpaid' | 'negative' | 'overdrawn';

/** The movements and balance changes of applying `applied` cents to installment `charge` (or to arrears). */
export function postInstallment(
  before: LoanBalances,
  charge: InstallmentCharge | null,
  applied: number,
): Posting | { refused: PostingRefusal } {
  if (!Number.isSafeInteger(applied) || applied < 0) return { refused: 'negative' };
  const interest = charge?.interest ?? 0;
  const iva = charge?.ivaOnInterest ?? 0;
  // Never more than everything owed once this month is charged: Saldo cannot go below 0.
  if (applied > before.saldo + interest + iva) return { refused: 'overpaid' };
  const label = charge ? `Cuota ${charge.number}/${charge.of}` : 'Cuotas atrasadas';
  const movements: Movement[] = [];
  if (interest > 0) movements.push({ concepto: `${label}: interés`, debito: interest, credito: 0 });
  if (iva > 0) movements.push({ concepto: `${label}: IVA sobre el interés`, debito: iva, credito: 0 });
  movements.push({ concepto: `${label}: descuento de haberes`, debito: 0, credito: applied });
  return {
    movements,
    delta: {
      saldo: interest + iva - applied,
      mora: (charge?.payment ?? 0) - applied,
      cuotasRestantes: charge ? -1 : 0,
    },
  };
}

/** The opposite movements of a posting, for its reversal. */
export const reversalMovements = (posting: Posting, reason: string): Movement[] =>
  posting.movements.map((m) => ({
    concepto: `Reversión de ${m.concepto.charAt(0).toLowerCase()}${m.concepto.slice(1)} (${reason})`,
    debito: m.credito,
    credito: m.debito,
  }));

export const applyDelta = (b: LoanBalances, d: LoanBalances, sign: 1 | -1 = 1): LoanBalances => ({
  saldo: b.saldo + sign * d.saldo,
  mora: b.mora + sign * d.mora,
  cuotasRestantes: b.cuotasRestantes + sign * d.cuotasRestantes,
});

/**
 * The balances once `posting` is reversed. Refused when a later posting already used what this one
 * charged (Saldo would go below 0): that one is reversed first. The latest posting can always be.
 */
export function reverseInstallment(
  b: LoanBalances,
  posting: Posting,
): LoanBalances | { refused: PostingRefusal } {
  const after = applyDelta(b, posting.delta, -1);
  return after.saldo < 0 ? { refused: 'overdrawn' } : after;
}

/** A loan whose Saldo reaches 0 is paid off ('Cancelado'); a reversal that raises it reopens it. */
export const isPaidOff = (b: LoanBalances) => b.saldo === 0;
