import { valueDay } from '../../lib/value-day';
import {
  loanStates,
  paymentMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { centsOf } from '../../db/numeric';
import { HttpError, conflict } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { writeAudit } from '../audit/index';
import * as installments from '../installments/index';
import { insertMovement } from '../loans/index';
import { addNotification } from '../notifications/index';
import { defineProposalKind } from '../proposals/index';
import { readPrintedIdentity } from '../settings/index';
import { checkPayment } from './check';
import { paymentNotice, receiptMail } from './notices';
import { renderReceipt, type ReceiptData } from './receipt';
import * as repo from './repository';

const pesos = (cents: number) => cents / 100;

/**
 * Approving a payment: checked again under the loan's lock (a posting or another payment may have come
 * between), then applied as the payoff or by allocation; installments, allocation, movements, the loan's
 * figures and the payment's row (its receipt number) written in the approver's transaction; the member is
 * notified, and once it commits gets the receipt by e-mail.
 */
export const paymentKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'loan.payment',
    payload: proposalPayloadSchemas['loan.payment'],
    approvePermission: proposalApprovePermissions['loan.payment'],
    async apply(tx, payload, proposal, actor) {
      const loanId = Number(proposal.entity_id);
      const businessDate = await today(tx);
      const request = { ...payload, importe: centsOf(payload.importe) };
      const { loan, plan, before } = await checkPayment(tx, loanId, request, businessDate).catch(
        (error: unknown) => {
          // What was fine when proposed and is not now: the loan changed in between.
          if (error instanceof HttpError && error.status === 400) throw conflict(paymentMessages.changed);
          throw error;
        },
      );
      const fecha = valueDay(payload.fecha);
      for (const m of plan.movements)
        await insertMovement(tx, loanId, {
          concepto: m.concepto,
          fecha,
          debito: pesos(m.debito),
          credito: pesos(m.credito),
          saldo: pesos(m.saldo),
        });
      await installments.updateInstallments(
        tx,
        installments.changedRows(before, plan.rows).map((installment) => ({ loanId, installment })),
      );
      const [allocationId] = await installments.insertAllocations(tx, [
        { loanId, origen: plan.origen, postingId: null, allocation: plan.allocation },
      ]);
      const estado = plan.summary.pagado ? loanStates.paidOff : loanStates.deducting;
      await installments.updateLoanSummaries(tx, [{ loanId, summary: plan.summary, estado }]);
      const cancelacion = plan.origen === 'precancelacion';
      const numero = await repo.insertPayment(tx, {
        loanId,
        proposalId: proposal.id,
        allocationId: allocationId!,
        fecha: payload.fecha,
        importe: request.importe,
        canal: payload.canal,
        referencia: payload.referencia,
        cancelacion,
        saldoDespues: plan.summary.saldo,
      });
      await writeAudit(tx, {
        ...actor,
        action: 'loan.payment',
        entity: 'loan',
        entityId: loanId,
        before: { estado: loan.estado, saldo: Number(loan.saldo), cuotasRestantes: loan.cuotas_restantes },
        after: {
          propuesta: proposal.id,
          recibo: numero,
          estado,
          saldo: pesos(plan.summary.saldo),
          cuotasRestantes: plan.summary.restantes,
          cuotas: plan.settled.map((s) => s.numero),
        },
        reason: null,
      });
      const receipt: ReceiptData = {
        numero,
        emitido: businessDate,
        at: new Date(),
        socio: { nombres: loan.nombres, apellido: loan.apellido, dni: loan.dni },
        prestamo: { id: loanId, producto: loan.producto, cuotas: loan.cantidad_cuotas },
        fecha: payload.fecha,
        importe: request.importe,
        canal: payload.canal,
        referencia: payload.referencia,
        settled: plan.settled,
        cancelacion,
        saldo: plan.summary.saldo,
        entidad: await readPrintedIdentity(tx),
      };
      // Rendered before the commit: a receipt that cannot be made leaves nothing applied.
      const pdf = await renderReceipt(receipt);
      await addNotification(tx, loan.member_id, paymentNotice(receipt));
      return { after: () => mailer.send(receiptMail(loan.mail, receipt, pdf)).then(() => undefined) };
    },
  });
