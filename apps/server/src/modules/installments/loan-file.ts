/** A loan's arrears and schedule as the console's loan file shows them. */
import { loanStates, type LoanDetail, type LoanSchedule, type Payoff } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { INAES_PROVISION_RATES, provision, situation, type ProvisionRates, type Situacion } from './arrears';
import { situationHistory } from './arrears-repository';
import { daysLate } from './ledger';
import { payoff, type Payoff as PayoffFigures } from './payoff';
import { installmentsOf } from './repository';
import { appliedTotal } from './schedule';

type Arrears = Pick<
  LoanDetail,
  'diasAtraso' | 'montoAdeudado' | 'situacion' | 'historialSituacion' | 'provision' | 'tasaProvision'
>;

/**
 * Days and situation on `businessDate` (so they never lag a day behind the job), owed, and the history;
 * `loan` is the loan's row as its reader already has it.
 */
export async function loanArrears(
  q: Queryable,
  loan: { id: number; estado: string; vencida_desde: string | null; monto_en_mora: string; saldo: string },
  businessDate: string,
): Promise<Arrears> {
  const repaying = loan.estado === loanStates.deducting;
  const dias = repaying ? daysLate(loan.vencida_desde, businessDate) : 0;
  const situacion = situation(dias);
  const [history, rates] = await Promise.all([situationHistory(q, loan.id), provisionRates(q)]);
  const saldoCents = Math.round(Number(loan.saldo) * 100);
  return {
    diasAtraso: dias,
    montoAdeudado: repaying ? Number(loan.monto_en_mora) : 0,
    situacion,
    tasaProvision: rates[situacion] / 100,
    provision: repaying ? provision(saldoCents, situacion, rates) / 100 : 0,
    historialSituacion: history.map((h) => ({
      ...h,
      desde: h.desde as Situacion,
      hasta: h.hasta as Situacion,
    })),
  };
}

/** The provision rates by situation, in basis points (table provision_rates, changed under four eyes). */
export async function provisionRates(q: Queryable): Promise<ProvisionRates> {
  const rows = await q.query<{ situacion: Situacion; tasa_bp: number }>(
    'SELECT situacion, tasa_bp FROM provision_rates',
  );
  const rates = { ...INAES_PROVISION_RATES };
  for (const r of rows) rates[r.situacion] = r.tasa_bp;
  return rates;
}

const pesos = (cents: number) => cents / 100;

export async function loanSchedule(q: Queryable, loanId: number): Promise<LoanSchedule> {
  const rows = (await installmentsOf(q, [loanId])).get(loanId) ?? [];
  return {
    items: rows.map((i) => ({
      numero: i.numero,
      periodo: i.periodo,
      vencimiento: i.vencimiento,
      capital: pesos(i.capital),
      interes: pesos(i.interes),
      iva: pesos(i.iva),
      importe: pesos(i.importe),
      aplicado: pesos(appliedTotal(i)),
      estado: i.estado,
      fechaPago: i.fechaPago,
    })),
  };
}

/**
 * What a payoff of the loan accrues from: its TNA and its transfer date (loans from before transfers were
 * recorded: the first day of installment 1's period; null without either), with its state and installments.
 */
export async function payoffTerms(q: Queryable, loanId: number) {
  const [loan] = await q.query<{ estado: string; tna: string; desembolso: string | null }>(
    `SELECT l.estado, l.tna,
            (SELECT to_char(t.fecha, 'YYYY-MM-DD') FROM loan_transfers t
              WHERE t.loan_id = l.id AND t.reversed_at IS NULL) AS desembolso
       FROM loans l WHERE l.id = $1`,
    [loanId],
  );
  if (!loan) return null;
  const rows = (await installmentsOf(q, [loanId])).get(loanId) ?? [];
  const first = rows[0];
  const desembolso =
    loan.desembolso ?? (first ? `${first.periodo.slice(0, 4)}-${first.periodo.slice(4)}-01` : null);
  return { estado: loan.estado, rows, tnaPercent: Number(loan.tna), desembolso };
}

/**
 * What pays a loan in repayment off on `fecha` (installments/payoff.ts), in pesos: accrual from the last due
 * date, or from the transfer date before the first one.
 */
export async function loanPayoff(q: Queryable, loanId: number, fecha: string): Promise<Payoff | null> {
  const terms = await payoffTerms(q, loanId);
  if (!terms || terms.estado !== loanStates.deducting) return null;
  const { rows, tnaPercent, desembolso } = terms;
  return payoffInPesos(fecha, payoff(rows, fecha, { tnaPercent, desembolso: desembolso ?? fecha }));
}

export const payoffInPesos = (fecha: string, figures: PayoffFigures): Payoff => ({
  fecha,
  importe: pesos(figures.importe),
  capital: pesos(figures.capital),
  interes: pesos(figures.interes),
  iva: pesos(figures.iva),
  adeudado: pesos(figures.adeudado),
});
