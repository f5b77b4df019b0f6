-- 'Valor de cuota' is what payroll deducts, IVA on interest included (docs/decisions/012-installment-value.md).
-- monto_cuota held the first month's French installment (capital + interest); from now on it holds the
-- first month's deduction: that installment + 21% IVA on the first month's interest, each rounded to the
-- cent half away from zero as the loan math does (numeric round() rounds halves away from zero).
-- The pre-cancellation snapshots hold the same figure of the loan they pay off. Runs unchanged on
-- PostgreSQL 15 and PGlite.

UPDATE loans
SET monto_cuota = monto_cuota + round(round(monto_prestado * 100 * tna / 1200) * 21 / 100) / 100;

UPDATE loan_request_precancellations p
SET monto_cuota = p.monto_cuota + round(round(l.monto_prestado * 100 * l.tna / 1200) * 21 / 100) / 100
FROM loans l
WHERE l.id = p.precancelled_loan_id;
