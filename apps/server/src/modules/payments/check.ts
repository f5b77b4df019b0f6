import { consoleLoanMessages, loanStates, paymentMessages, type PaymentChannel } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { formatMoney } from '../../lib/money-format';
import { payoffTerms, type StoredInstallment } from '../installments/index';
import { planPayment, type PaymentPlan } from './payment';
import * as repo from './repository';

const dated = (d: string) => d.split('-').reverse().join('/');

export interface PaymentRequest {
  fecha: string;
  /** Cents. */
  importe: number;
  canal: PaymentChannel;
  referencia: string;
}

/**
 * The loan locked and the payment checked against it now: a loan in repayment, a date from its transfer to
 * the business date, an amount the installments can take (at most the payoff of that date). Answers the
 * plan of what applying it does. Run when it is proposed and again, under the same lock, when approved.
 */
export async function checkPayment(
  q: Queryable,
  loanId: number,
  p: PaymentRequest,
  businessDate: string,
): Promise<{ loan: repo.PaymentLoan; plan: PaymentPlan; before: StoredInstallment[] }> {
  const loan = await repo.lockLoan(q, loanId);
  if (!loan) throw notFound(consoleLoanMessages.notFound);
  const terms = await payoffTerms(q, loanId);
  if (loan.estado !== loanStates.deducting || !terms) throw conflict(paymentMessages.notRepaying);
  if (p.fecha > businessDate) throw new HttpError(400, paymentMessages.future);
  if (terms.desembolso !== null && p.fecha < terms.desembolso)
    throw new HttpError(400, paymentMessages.beforeTransfer(dated(terms.desembolso)));
  const plan = planPayment(
    terms.rows,
    { ...p, businessDate, cuotas: loan.cantidad_cuotas },
    { tnaPercent: terms.tnaPercent, desembolso: terms.desembolso ?? p.fecha },
  );
  if ('refused' in plan) {
    if (plan.refused === 'over-owed') throw new HttpError(400, paymentMessages.overOwed);
    throw new HttpError(400, paymentMessages.overPayoff(dated(p.fecha), formatMoney(plan.payoff / 100)));
  }
  return { loan, plan, before: terms.rows };
}
