import {
  loanStates,
  proposalApprovePermissions,
  proposalMessages,
  transferFutureDate,
  proposalPayloadSchemas,
  type ProposalPayload,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import { HttpError, conflict } from '../../lib/http-error';
import { valueDay } from '../../lib/value-day';
import { formatMoney } from '../../lib/money-format';
import { insertMovement } from '../loans/index';
import { openSchedule, precancelInstallments } from '../installments/index';
import { addNotification } from '../notifications/index';
import { defineProposalKind } from '../proposals/index';
import { noticeMail } from '../../mail/notice-mail';
import * as repo from './repository';
import { insertTransfer } from './transfer-repository';
import { netTransferCents } from './net-transfer';
import { centsOf } from '../../db/numeric';

export type TransferPayload = ProposalPayload<'loan.transfer'>;

async function netToTransfer(q: Queryable, loan: repo.DecisionRow) {
  const targets = await repo.lockPreCancellationTargets(q, loan.id);
  return { targets, netCents: netTransferCents(loan.monto_prestado, targets) };
}

async function lockAwaitingTransfer(q: Queryable, loanId: number) {
  const loan = await repo.lockLoanForDecision(q, loanId);
  if (!loan) throw new HttpError(404, 'No existe el préstamo');
  if (loan.estado !== loanStates.awaitingTransfer) throw conflict(proposalMessages.notAwaitingTransfer);
  return loan;
}

/** Checks a proposed transfer against the loan now: its state, and the exact net amount. */
export async function checkTransfer(
  q: Queryable,
  loanId: number,
  payload: TransferPayload,
  businessDate: string,
) {
  if (payload.date > businessDate) throw new HttpError(400, transferFutureDate);
  const loan = await lockAwaitingTransfer(q, loanId);
  const { targets, netCents } = await netToTransfer(q, loan);
  if (centsOf(payload.amount) !== netCents)
    throw new HttpError(400, proposalMessages.wrongAmount(formatMoney(netCents / 100)));
  return { loan, targets };
}

/**
 * Approving a transfer: the loan starts being repaid ('Descontando', Saldo = amount lent, its
 * 'Acreditación' movement), each pre-cancelled loan is paid off with its movement, and the member is
 * told. Everything is checked again under the row locks: the loan may have changed since the proposal.
 */
export const transferKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'loan.transfer',
    payload: proposalPayloadSchemas['loan.transfer'],
    approvePermission: proposalApprovePermissions['loan.transfer'],
    async apply(tx, payload, proposal) {
      const businessDate = await today(tx);
      const { loan, targets } = await checkTransfer(tx, Number(proposal.entity_id), payload, businessDate);
      const fecha = valueDay(payload.date);
      await repo.startRepayment(tx, loan.id);
      await openSchedule(tx, loan.id, payload.date, businessDate);
      const movementId = await insertMovement(tx, loan.id, {
        concepto: 'Acreditación del préstamo',
        fecha,
        debito: Number(loan.monto_prestado),
        saldo: Number(loan.monto_prestado),
      });
      const paidOff: typeof targets = [];
      for (const target of targets) {
        if (target.estado !== loanStates.deducting) continue;
        await precancelInstallments(tx, target.id, payload.date, businessDate);
        await insertMovement(tx, target.id, {
          concepto: `Precancelación con el préstamo N° ${loan.id}`,
          fecha,
          credito: Number(target.saldo),
          saldo: 0,
        });
        await repo.payOff(tx, target.id);
        paidOff.push(target);
      }
      await insertTransfer(tx, {
        loanId: loan.id,
        proposalId: proposal.id,
        fecha: payload.date,
        importe: payload.amount,
        referencia: payload.reference,
        movementId,
        paidOff,
      });
      const notice = {
        titulo: 'Préstamo transferido',
        descripcion:
          `Transferimos ${formatMoney(payload.amount)} de su préstamo N° ${loan.id} (${loan.producto}) el ` +
          `${payload.date.split('-').reverse().join('/')}.` +
          (paidOff.length > 0
            ? ` Con él cancelamos los préstamos N° ${paidOff.map((t) => t.id).join(', ')}.`
            : '') +
          ' Las cuotas se descontarán de sus haberes.',
      };
      await addNotification(tx, loan.member_id, notice);
      return { after: () => mailer.send(noticeMail(loan.mail, notice)).then(() => undefined) };
    },
  });
