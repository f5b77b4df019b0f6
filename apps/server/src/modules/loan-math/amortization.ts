import { fromCents, toCents } from './money';
import { assertInstallments, assertTna, ivaCents, monthInterestCents, monthlyRate } from './rates';

/** One month of a French schedule. Amounts in ARS (pesos, 2 decimals). */
export interface ScheduleRow {
  /** 1-based month number. */
  number: number;
  /** Capital + interest (the French installment; the last one absorbs the rounding). */
  installment: number;
  interest: number;
  /** 21% IVA on this month's interest, paid on top of the installment. */
  ivaOnInterest: number;
  principalPaid: number;
  /** What the member pays that month: installment + ivaOnInterest. */
  payment: number;
  /** Principal still owed after this month's payment. */
  balance: number;
}

/** French installment in cents: P*i / (1 - (1+i)^-n), rounded to the cent; P/n when i = 0. */
export function frenchInstallmentCents(principalCents: number, tnaPercent: number, n: number): number {
  assertInstallments(n);
  assertTna(tnaPercent);
  const i = monthlyRate(tnaPercent);
  if (i === 0) return Math.round(principalCents / n);
  // 1 - (1+i)^-n written with expm1/log1p: no cancellation when i is tiny.
  const annuityFactor = -Math.expm1(-n * Math.log1p(i));
  return Math.round((principalCents * i) / annuityFactor);
}

/** French installment of a loan (ARS, 2 decimals). tnaPercent is the nominal annual rate, e.g. 85.5. */
export function frenchInstallment(principal: number, tnaPercent: number, installments: number): number {
  return fromCents(frenchInstallmentCents(positiveCents(principal), tnaPercent, installments));
}

/** A schedule row in cents; the pesos rows are derived from it. */
export interface ScheduleRowCents {
  number: number;
  installment: number;
  interest: number;
  ivaOnInterest: number;
  principalPaid: number;
  payment: number;
  balance: number;
}

export function scheduleCents(principalCents: number, tnaPercent: number, n: number): ScheduleRowCents[] {
  const installment = frenchInstallmentCents(principalCents, tnaPercent, n);
  const rows: ScheduleRowCents[] = [];
  let balance = principalCents;
  for (let number = 1; number <= n; number++) {
    const interest = monthInterestCents(balance, tnaPercent);
    // The last month pays whatever principal is left, so the cents lost or gained by rounding the
    // installment and each month's interest land there and the loan ends exactly at 0. The clamp
    // only matters for loans of a few cents, where a rounded-up installment could overshoot.
    const principalPaid = number === n ? balance : Math.min(Math.max(installment - interest, 0), balance);
    const iva = ivaCents(interest);
    balance -= principalPaid;
    rows.push({
      number,
      installment: principalPaid + interest,
      interest,
      ivaOnInterest: iva,
      principalPaid,
      payment: principalPaid + interest + iva,
      balance,
    });
  }
  return rows;
}

/** Month-by-month French schedule (ARS, 2 decimals); principal repaid sums to P, balance ends at 0. */
export function schedule(principal: number, tnaPercent: number, installments: number): ScheduleRow[] {
  return scheduleCents(positiveCents(principal), tnaPercent, installments).map(rowToPesos);
}

export function rowToPesos(row: ScheduleRowCents): ScheduleRow {
  return {
    number: row.number,
    installment: fromCents(row.installment),
    interest: fromCents(row.interest),
    ivaOnInterest: fromCents(row.ivaOnInterest),
    principalPaid: fromCents(row.principalPaid),
    payment: fromCents(row.payment),
    balance: fromCents(row.balance),
  };
}

export function positiveCents(principal: number): number {
  const cents = toCents(principal, 'principal');
  if (cents <= 0) throw new RangeError(`principal must be positive, got ${principal}`);
  return cents;
}
