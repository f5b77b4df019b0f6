import {
  consoleLoanMessages,
  loanStates,
  proposalApprovePermissions,
  proposalMessages,
  proposalPayloadSchemas,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import { HttpError, conflict } from '../../lib/http-error';
import { valueDay } from '../../lib/value-day';
import { writeAudit } from '../audit/index';
import { insertMovement } from '../loans/index';
import { deleteInstallments, undoPrecancel, updateLoanSummaries } from '../installments/index';
import { addNotification } from '../notifications/index';
import { defineProposalKind } from '../proposals/index';
import { decisionTexts } from './notices';
import { noticeMail } from '../../mail/notice-mail';
import * as repo from './repository';
import * as transfers from './transfer-repository';

/**
 * A transfer can be undone while the loan has only been credited: once an installment is posted the
 * money has started coming back and a reversal would have to undo that too.
 */
export async function checkReversal(q: Queryable, loanId: number) {
  const loan = await repo.lockLoanForDecision(q, loanId);
  if (!loan) throw new HttpError(404, consoleLoanMessages.notFound);
  const transfer = await transfers.lockLiveTransfer(q, loanId);
  if (!transfer) throw conflict(proposalMessages.notTransferred);
  if (transfer.last_movement_id !== transfer.movement_id) throw conflict(proposalMessages.alreadyRepaying);
  if (loan.estado !== loanStates.deducting) throw conflict(proposalMessages.notTransferred);
  return { loan, transfer };
}

/**
 * Approving a reversal: counter-movements (nothing is edited or deleted), the loan back to 'Esperando
 * transferencia' with no Saldo and no live transfer, each loan the transfer paid off back to
 * 'Descontando' with the Saldo it had. Checked again under the row locks; audited; the member is told.
 */
export const transferReversalKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'loan.transfer-reversal',
    payload: proposalPayloadSchemas['loan.transfer-reversal'],
    approvePermission: proposalApprovePermissions['loan.transfer-reversal'],
    async apply(tx, { reason }, proposal, actor) {
      const { loan, transfer } = await checkReversal(tx, Number(proposal.entity_id));
      const paidOff = await transfers.lockPaidOffByTransfer(tx, transfer.id);
      const businessDate = await today(tx);
      const fecha = valueDay(businessDate);
      const monto = Number(loan.monto_prestado);
      await insertMovement(tx, loan.id, {
        concepto: 'Reversión de la acreditación del préstamo',
        fecha,
        credito: monto,
        saldo: 0,
      });
      await transfers.undoRepayment(tx, loan.id);
      await deleteInstallments(tx, loan.id);
      await transfers.markReversed(tx, transfer.id, proposal.id);
      await writeAudit(tx, {
        ...actor,
        action: 'loan.transfer_reversed',
        entity: 'loan',
        entityId: loan.id,
        before: {
          estado: loan.estado,
          saldo: monto,
          transferencia: {
            fecha: transfer.fecha,
            importe: Number(transfer.importe),
            referencia: transfer.referencia,
          },
        },
        after: { estado: loanStates.awaitingTransfer, saldo: 0, transferencia: null },
        reason,
      });
      for (const p of paidOff) {
        await insertMovement(tx, p.loan_id, {
          concepto: `Reversión de la precancelación con el préstamo N° ${loan.id}`,
          fecha,
          debito: Number(p.saldo),
          saldo: Number(p.saldo),
        });
        await transfers.restoreRepayment(tx, p.loan_id, p.saldo, p.cuotas_restantes);
        const summary = await undoPrecancel(tx, p.loan_id, businessDate);
        if (summary)
          await updateLoanSummaries(tx, [{ loanId: p.loan_id, summary, estado: loanStates.deducting }]);
        await writeAudit(tx, {
          ...actor,
          action: 'loan.precancellation_reversed',
          entity: 'loan',
          entityId: p.loan_id,
          before: { estado: p.estado, saldo: 0 },
          after: {
            estado: loanStates.deducting,
            saldo: Number(p.saldo),
            cuotasRestantes: p.cuotas_restantes,
          },
          reason: `Reversión de la transferencia del préstamo N° ${loan.id}: ${reason}`,
        });
      }
      const notice = decisionTexts.transferReversed(
        { id: loan.id, producto: loan.producto, monto },
        reason,
        paidOff.map((p) => p.loan_id),
      );
      await addNotification(tx, loan.member_id, notice);
      return { after: () => mailer.send(noticeMail(loan.mail, notice)).then(() => undefined) };
    },
  });
