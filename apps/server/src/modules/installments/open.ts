/**
 * Writing a disbursed loan's installments: at the transfer's approval, and once for the loans disbursed
 * before installments were rows (the backfill, run at start-up; docs/decisions/024-installments-ledger.md).
 */
import { valueDay } from '../../lib/value-day';
import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { centsOf } from '../../db/numeric';
import { insertMovement } from '../loans/index';
import { applyMoney, summarize, type StoredInstallment } from './ledger';
import { addMonths } from './dates';
import { buildSchedule } from './schedule';
import * as repo from './repository';

/**
 * The payroll period of installment 1 for money transferred on `fecha`: the next month's pay, or the one
 * after when the transfer is past the organismo's cut-off day (orders must reach it by then).
 */
export function firstPeriodAfter(fecha: string, diaCorte: number | null): string {
  const period = fecha.slice(0, 4) + fecha.slice(5, 7);
  const late = diaCorte !== null && Number(fecha.slice(8, 10)) > diaCorte;
  return addMonths(period, late ? 2 : 1);
}

interface LoanTerms {
  id: number;
  monto_prestado: string;
  tna: string;
  cantidad_cuotas: number;
}

const scheduleOf = (loan: LoanTerms, firstPeriod: string, businessDate: string): StoredInstallment[] =>
  buildSchedule({
    principalCents: centsOf(loan.monto_prestado),
    tnaPercent: Number(loan.tna),
    installments: loan.cantidad_cuotas,
    firstPeriod,
    businessDate,
  }).map((i) => ({ ...i, devengada: false }));

/** The schedule of a loan just transferred on `fecha` (the caller has locked the loan). */
export async function openSchedule(q: Queryable, loanId: number, fecha: string, businessDate: string) {
  const [loan] = await q.query<LoanTerms & { dia_corte: number | null }>(
    `SELECT l.id, l.monto_prestado, l.tna, l.cantidad_cuotas, o.dia_corte
       FROM loans l JOIN members m ON m.id = l.member_id JOIN organismos o ON o.id = m.organismo_id
      WHERE l.id = $1`,
    [loanId],
  );
  if (!loan) throw new Error(`loan ${loanId} does not exist`);
  const rows = scheduleOf(loan, firstPeriodAfter(fecha, loan.dia_corte), businessDate);
  await repo.insertInstallments(
    q,
    rows.map((installment) => ({ loanId: loan.id, installment })),
  );
}

interface LegacyLoan extends LoanTerms {
  estado: string;
  cuotas_restantes: number;
  monto_en_mora: string;
  saldo: string;
  /** From the loan's postings or orders: the period of its installment 1. */
  primer_periodo: string | null;
  acreditado: string;
}

/**
 * Rows for every disbursed loan that has none, from what the loan's row says: the installments consumed
 * (cantidad - restantes) paid in full less the arrears, the rest open. Installment 1's period comes from
 * the loan's postings or orders, else from its transfer date; `nextPeriod` (demo data, tests) instead
 * names the period of the next installment. Idempotent: a loan with rows is left alone.
 */
export async function backfillInstallments(
  q: Queryable,
  businessDate: string,
  nextPeriod?: string,
): Promise<number> {
  const loans = await q.query<LegacyLoan>(
    `SELECT l.id, l.monto_prestado, l.tna, l.cantidad_cuotas, l.estado, l.cuotas_restantes, l.monto_en_mora, l.saldo,
            to_char(a.fecha AT TIME ZONE 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD') AS acreditado,
            (SELECT min(to_char(to_date(p.period, 'YYYYMM') - make_interval(months => p.cuota - 1), 'YYYYMM'))
               FROM (SELECT period, cuota FROM payroll_postings WHERE loan_id = l.id AND cuota > 0
                     UNION ALL SELECT period, cuota FROM payroll_order_lines WHERE loan_id = l.id AND cuota > 0) p
            ) AS primer_periodo
       FROM loans l
       JOIN LATERAL (SELECT fecha FROM loan_movements WHERE loan_id = l.id AND concepto = 'Acreditación del préstamo'
                      ORDER BY id LIMIT 1) a ON true
      WHERE l.estado IN ($1, $2) AND NOT EXISTS (SELECT 1 FROM loan_installments i WHERE i.loan_id = l.id)
      ORDER BY l.id FOR UPDATE OF l`,
    [loanStates.deducting, loanStates.paidOff],
  );
  for (const loan of loans) await backfillOne(q, loan, businessDate, nextPeriod);
  return loans.length;
}

async function backfillOne(q: Queryable, loan: LegacyLoan, businessDate: string, nextPeriod?: string) {
  const consumed = loan.cantidad_cuotas - loan.cuotas_restantes;
  const first =
    nextPeriod !== undefined
      ? addMonths(nextPeriod, -consumed)
      : (loan.primer_periodo ?? firstPeriodAfter(loan.acreditado, null));
  const open = scheduleOf(loan, first, businessDate);
  const paidOff = loan.estado === loanStates.paidOff;
  const due = open.slice(0, paidOff ? open.length : consumed).reduce((sum, i) => sum + i.importe, 0);
  const applied = Math.max(0, due - (paidOff ? 0 : centsOf(loan.monto_en_mora)));
  const lastPeriod = consumed > 0 ? open[consumed - 1]!.periodo : null;
  const { rows, allocation, charges } = applyMoney(
    open,
    applied,
    businessDate,
    businessDate,
    paidOff ? open.at(-1)!.periodo : lastPeriod,
  );
  // The old ledger does not say when each installment was paid: its own due date (at the latest the
  // business date) reads truer than the day of the migration.
  const paidOn = (i: StoredInstallment) =>
    i.estado === 'pagada'
      ? { ...i, fechaPago: i.vencimiento < businessDate ? i.vencimiento : businessDate }
      : i;
  await repo.insertInstallments(
    q,
    rows.map((installment) => ({ loanId: loan.id, installment: paidOn(installment) })),
  );
  if (applied > 0)
    await repo.insertAllocations(q, [{ loanId: loan.id, origen: 'migracion', postingId: null, allocation }]);
  const summary = summarize(rows, businessDate);
  // Money the organismo deducted ahead reached an installment the old ledger had not charged: charge it.
  const extra = paidOff ? 0 : summary.saldo - centsOf(loan.saldo);
  if (extra > 0) {
    const ahead = charges.filter((c) => c.numero > consumed);
    await insertMovement(q, loan.id, {
      concepto: `Cuota ${ahead[0]?.numero ?? consumed + 1}/${loan.cantidad_cuotas}: interés e IVA adelantados`,
      fecha: valueDay(businessDate),
      debito: extra / 100,
      saldo: summary.saldo / 100,
    });
  }
  await repo.updateLoanSummaries(q, [{ loanId: loan.id, summary, estado: loan.estado }]);
}
