import {
  loanStates,
  paymentMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type LoanPaymentView,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { centsOf } from '../../db/numeric';
import { conflict, notFound } from '../../lib/http-error';
import { valueDay } from '../../lib/value-day';
import type { Mailer } from '../../mail/mailer';
import { noticeMail } from '../../mail/notice-mail';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import * as installments from '../installments/index';
import { setPostingSobrantes } from '../payroll/index';
import { insertMovement } from '../loans/index';
import { addNotification } from '../notifications/index';
import { defineProposalKind, type ProposalsService } from '../proposals/index';
import { reversalNotice } from './notices';
import * as repo from './repository';

const pesos = (cents: number) => cents / 100;

/** 'Reversión del pago N° 12 (transferencia rechazada)': the debit that undoes the payment's credit. */
const paymentReversalConcept = (recibo: number, reason: string) =>
  `Reversión del pago N° ${recibo} (${reason})`;

/**
 * The payment locked (with its loan) and checked: it is the loan's, not reversed, and undoing it can be done
 * now: its allocation taken off the installments and every later one re-applied in order (`reverse`), a
 * payoff's repriced installments back to the prices its lines kept. Run when proposed and again, under the
 * same locks, when approved.
 */
async function checkReversal(q: Queryable, loanId: number, paymentId: number, businessDate: string) {
  const loan = await repo.lockLoan(q, loanId);
  const payment = await repo.lockPayment(q, paymentId);
  if (!loan || !payment || payment.loan_id !== loanId) throw notFound(paymentMessages.notFound);
  if (payment.reversed_at) throw conflict(paymentMessages.reversed);
  const live = await installments.liveAllocations(q, loanId);
  const index = live.findIndex((a) => a.id === payment.allocation_id);
  if (index < 0) throw conflict(paymentMessages.reversed);
  const allocation = live[index]!;
  const later = live.slice(index + 1);
  if (payment.cancelacion) {
    if (!installments.keepsPricesBefore(allocation.lines))
      throw conflict(paymentMessages.payoffWithoutPrices);
    if (later.length > 0) throw conflict(paymentMessages.payoffLater);
  }
  // A later payoff repriced the installments for what it paid: re-applying it without this payment cannot.
  if (
    await repo.anyPayoff(
      q,
      later.map((a) => a.id),
    )
  )
    throw conflict(paymentMessages.laterAllocations);
  const before = (await installments.installmentsOf(q, [loanId])).get(loanId) ?? [];
  // The interest and IVA the payment charged stay charged (as a posting's reversal keeps them: it was due,
  // and the installment's period will not charge it again); a payoff's repricing is undone instead, its
  // installments back at their prices before its money is taken off them.
  const priced = payment.cancelacion ? installments.restorePrices(before, allocation.lines) : before;
  const undone = installments.reverse(priced, allocation, { later, businessDate });
  if ('refused' in undone) throw conflict(paymentMessages.laterAllocations);
  const rows = installments.withCharged(priced, undone.installments);
  return { loan, payment, undo: { allocation, later, reprocessed: undone.reprocessed, before, rows } };
}

/**
 * Approving a reversal: the payment's credit undone by a debit on the business date, a later allocation
 * re-applied taking what it had left over (credited), a payoff's repricing undone (the difference in
 * interest and IVA a movement of its own); installments, the loan's figures and state (a loan the payment
 * paid off goes back to 'Descontando'), the allocation and the payment marked reversed, audited, the member
 * told.
 */
export const paymentReversalKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'loan.payment-reversal',
    payload: proposalPayloadSchemas['loan.payment-reversal'],
    approvePermission: proposalApprovePermissions['loan.payment-reversal'],
    async apply(tx, { reason, prestamo }, proposal, actor) {
      const businessDate = await today(tx);
      const { loan, payment, undo } = await checkReversal(
        tx,
        prestamo,
        Number(proposal.entity_id),
        businessDate,
      );
      const summary = installments.summarize(undo.rows, businessDate);
      const applied = undo.allocation.importe - undo.allocation.sobrante;
      const reapplied = undo.reprocessed.reduce(
        (sum, again, i) => sum + undo.later[i]!.sobrante - again.sobrante,
        0,
      );
      const fecha = valueDay(businessDate);
      let running = centsOf(loan.saldo);
      const push = async (concepto: string, amount: number) => {
        if (amount === 0) return;
        running += amount;
        await insertMovement(tx, loan.id, {
          concepto,
          fecha,
          debito: pesos(Math.max(0, amount)),
          credito: pesos(Math.max(0, -amount)),
          saldo: pesos(running),
        });
      };
      await push(paymentReversalConcept(payment.id, reason), applied);
      await push('Excedente de un descuento posterior, imputado', -reapplied);
      // A payoff's installments back to their prices: the interest it charged or forgave, undone.
      const difference = summary.saldo - running;
      await push(
        difference > 0
          ? 'Reversión de la cancelación: interés e IVA de las cuotas'
          : 'Reversión de la cancelación: interés e IVA al día de la cancelación',
        difference,
      );
      await setPostingSobrantes(tx, await installments.writeUndoneAllocation(tx, loan.id, undo));
      const estado =
        loan.estado === loanStates.paidOff && !summary.pagado ? loanStates.deducting : loan.estado;
      await installments.updateLoanSummaries(tx, [{ loanId: loan.id, summary, estado }]);
      await repo.markReversed(tx, payment.id, proposal.id);
      await writeAudit(tx, {
        ...actor,
        action: 'loan.payment-reversal',
        entity: 'loan',
        entityId: loan.id,
        before: { estado: loan.estado, saldo: Number(loan.saldo), cuotasRestantes: loan.cuotas_restantes },
        after: {
          propuesta: proposal.id,
          recibo: payment.id,
          estado,
          saldo: pesos(summary.saldo),
          cuotasRestantes: summary.restantes,
        },
        reason,
      });
      const notice = reversalNotice(
        { id: loan.id, producto: loan.producto },
        { recibo: payment.id, fecha: payment.fecha, importe: centsOf(payment.importe), saldo: summary.saldo },
        reason,
      );
      await addNotification(tx, loan.member_id, notice);
      return { after: () => mailer.send(noticeMail(loan.mail, notice)).then(() => undefined) };
    },
  });

export function createPaymentReversals({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /** A loan's payments, latest first, each with its reversal waiting for approval, if any. */
    ofLoan: async (loanId: number): Promise<{ items: LoanPaymentView[] }> => {
      const rows = await repo.paymentsOf(db, loanId);
      const items = await Promise.all(
        rows.map(async (p) => ({
          recibo: p.id,
          fecha: p.fecha,
          importe: Number(p.importe),
          canal: p.canal,
          referencia: p.referencia,
          cancelacion: p.cancelacion,
          reversedAt: p.reversed_at?.toISOString() ?? null,
          reversaPendiente: (await proposals.pendingOn(db, 'payment', p.id))[0] ?? null,
        })),
      );
      return { items };
    },

    /** Tesorería (or cobranzas) proposes undoing a payment, with a reason; a second tesorería approves it. */
    propose: (loanId: number, paymentId: number, reason: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const { payment } = await checkReversal(tx, loanId, paymentId, await today(tx));
        return proposals.propose(
          tx,
          {
            kind: 'loan.payment-reversal',
            entity: 'payment',
            entityId: paymentId,
            payload: { reason, prestamo: loanId, recibo: payment.id, importe: Number(payment.importe) },
            reason,
            pendingMessage: paymentMessages.reversalPending,
          },
          actor,
        );
      }),
  };
}
