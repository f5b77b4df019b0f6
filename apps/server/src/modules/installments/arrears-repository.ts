/**
 * Arrears in the database: the daily job that turns installments past their date into 'impaga', keeps each
 * loan's oldest unpaid due date and amount owed, and records every change of situation; and the reads of
 * the loan file. Set-based: one statement per step, whatever the number of loans (month-end.md section 7).
 */
import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { SITUATION_MAX_DAYS } from './arrears';

/** The SQL of `situation(days)` (arrears.ts), on an integer expression. */
const situationOf = (days: string) =>
  `CASE WHEN ${days} <= ${SITUATION_MAX_DAYS[1]} THEN 1 WHEN ${days} <= ${SITUATION_MAX_DAYS[2]} THEN 2
        WHEN ${days} <= ${SITUATION_MAX_DAYS[3]} THEN 3 WHEN ${days} <= ${SITUATION_MAX_DAYS[4]} THEN 4 ELSE 5 END`;

/**
 * What `loanArrears` (loan-file.ts) shows, as SQL on a row `l` of loans, for a statement that copies many
 * loans at once (the month close): days past due on the date parameter `fecha` (0 unless in repayment),
 * the situation of those days, and the provision at that situation's rate (provision_rates) on Saldo, in
 * integer cents rounded half up as `provision()` does. `joins` goes after `FROM loans l`.
 */
export const frozenArrearsSql = (fecha: string, deducting: string) => ({
  joins: `CROSS JOIN LATERAL (
            SELECT CASE WHEN l.estado = ${deducting} AND l.vencida_desde IS NOT NULL
                        THEN GREATEST(${fecha}::date - l.vencida_desde, 0) ELSE 0 END AS dias) fa
          CROSS JOIN LATERAL (SELECT ${situationOf('fa.dias')} AS situacion) fs
          JOIN provision_rates fr ON fr.situacion = fs.situacion`,
  dias: 'fa.dias',
  situacion: 'fs.situacion',
  provision: `CASE WHEN l.estado = ${deducting}
                   THEN ((round(l.saldo * 100)::bigint * fr.tasa_bp + 5000) / 10000) / 100.0 ELSE 0 END`,
});

/** Close of business for `fecha` ('AAAA-MM-DD'). */
export async function runArrearsJob(q: Queryable, fecha: string) {
  await q.query(
    `UPDATE loan_installments SET estado = 'impaga' WHERE estado = 'pendiente' AND vencimiento < $1::date`,
    [fecha],
  );
  await q.query(
    `WITH a AS (
       SELECT i.loan_id, min(i.vencimiento) AS desde,
              sum(i.importe - i.aplicado_iva - i.aplicado_interes - i.aplicado_capital) AS adeudado
         FROM loan_installments i
        WHERE i.estado IN ('impaga', 'parcial') AND i.vencimiento < $1::date
        GROUP BY i.loan_id)
     UPDATE loans l SET vencida_desde = a.desde, monto_en_mora = a.adeudado, updated_at = now()
       FROM a
      WHERE l.id = a.loan_id AND l.estado = $2
        AND (l.vencida_desde IS DISTINCT FROM a.desde OR l.monto_en_mora <> a.adeudado)`,
    [fecha, loanStates.deducting],
  );
  await q.query(
    `WITH s AS (
       SELECT id, situacion AS desde, dias, ${situationOf('dias')} AS hasta
         FROM (SELECT id, situacion,
                      CASE WHEN estado = $2 AND vencida_desde IS NOT NULL THEN GREATEST($1::date - vencida_desde, 0)
                           ELSE 0 END AS dias
                 FROM loans WHERE vencida_desde IS NOT NULL OR situacion <> 1) x),
     changed AS (
       UPDATE loans l SET situacion = s.hasta FROM s WHERE l.id = s.id AND s.hasta <> s.desde
       RETURNING l.id, s.desde, s.hasta, s.dias)
     INSERT INTO loan_situation_history (loan_id, fecha, desde, hasta, dias)
     SELECT id, $1::date, desde, hasta, dias FROM changed`,
    [fecha, loanStates.deducting],
  );
}

/** A loan's situation changes, newest first (a few a year: not paged). */
export const situationHistory = (q: Queryable, loanId: number) =>
  q.query<{ fecha: string; desde: number; hasta: number; dias: number }>(
    `SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, desde, hasta, dias FROM loan_situation_history
      WHERE loan_id = $1 ORDER BY id DESC`,
    [loanId],
  );
