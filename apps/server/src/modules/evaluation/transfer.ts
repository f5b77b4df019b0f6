import {
  loanStates,
  proposalApprovePermissions,
  proposalMessages,
  transferFutureDate,
  proposalPayloadSchemas,
  transferBatchMessages,
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
import { livePayee, reservingBatch } from './payee-repository';

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
  if (await reservingBatch(q, loanId)) throw conflict(transferBatchMessages.inBatch);
  const { targets, netCents } = await netToTransfer(q, loan);
  if (centsOf(payload.amount) !== netCents)
    throw new HttpError(400, proposalMessages.wrongAmount(formatMoney(netCents / 100)));
  return { loan, targets };
}

/** A transfer as it is written: a single approved one, or one loan of an executed batch. */
export interface TransferToWrite {
  /** The day the money left, AAAA-MM-DD. */
  date: string;
  /** Pesos. */
  amount: number;
  reference: string;
  proposalId: number;
  batchId: number | null;
  /** The member account it paid (null: none on record). */
  accountId: number | null;
}

/**
 * A transfer taking effect, the one way there is: the loan starts being repaid ('Descontando', Saldo =
 * amount lent, its 'Acreditación' movement, its installments), each pre-cancelled loan still repaying is
 * paid off with its movement, the transfer is recorded with the account it paid, and the member is told.
 * The loan and its targets are locked and checked by the caller. Answers the e-mail to send on commit.
 */
async function writeTransfer(
  tx: Queryable,
  loan: repo.DecisionRow,
  targets: Awaited<ReturnType<typeof netToTransfer>>['targets'],
  t: TransferToWrite,
  businessDate: string,
) {
  const fecha = valueDay(t.date);
  await repo.startRepayment(tx, loan.id);
  await openSchedule(tx, loan.id, t.date, businessDate);
  const movementId = await insertMovement(tx, loan.id, {
    concepto: 'Acreditación del préstamo',
    fecha,
    debito: Number(loan.monto_prestado),
    saldo: Number(loan.monto_prestado),
  });
  const paidOff: typeof targets = [];
  for (const target of targets) {
    if (target.estado !== loanStates.deducting) continue;
    await precancelInstallments(tx, target.id, t.date, businessDate);
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
    proposalId: t.proposalId,
    batchId: t.batchId,
    accountId: t.accountId,
    fecha: t.date,
    importe: t.amount,
    referencia: t.reference,
    movementId,
    paidOff,
  });
  const notice = {
    titulo: 'Préstamo transferido',
    descripcion:
      `Transferimos ${formatMoney(t.amount)} de su préstamo N° ${loan.id} (${loan.producto}) el ` +
      `${t.date.split('-').reverse().join('/')}.` +
      (paidOff.length > 0
        ? ` Con él cancelamos los préstamos N° ${paidOff.map((p) => p.id).join(', ')}.`
        : '') +
      ' Las cuotas se descontarán de sus haberes.',
  };
  await addNotification(tx, loan.member_id, notice);
  return noticeMail(loan.mail, notice);
}

/**
 * One loan of an executed batch: the money already left by the bank, so only the state is checked again
 * (the batch's approval checked the amount and the account; a reserved loan can be neither transferred
 * singly nor cancelled meanwhile). Answers the e-mail to send once the batch commits.
 */
export async function transferBatchLoan(
  tx: Queryable,
  loanId: number,
  t: TransferToWrite,
  businessDate: string,
) {
  const loan = await lockAwaitingTransfer(tx, loanId);
  const { targets } = await netToTransfer(tx, loan);
  return writeTransfer(tx, loan, targets, t, businessDate);
}

/**
 * A loan as a batch takes it, locked: its net amount in cents and the account in force (null: none).
 * Null when it is not waiting for its money (cancelled meanwhile, or transferred).
 */
export async function lockBatchLoan(tx: Queryable, loanId: number) {
  const loan = await repo.lockLoanForDecision(tx, loanId);
  if (!loan || loan.estado !== loanStates.awaitingTransfer) return null;
  const { netCents } = await netToTransfer(tx, loan);
  return { loan, netCents, payee: await livePayee(tx, loan.member_id) };
}

/** The payee a proposal stores: the account in force, flagged when it changed within 48 hours. */
export const proposedPayee = async (q: Queryable, memberId: number) => {
  const payee = await livePayee(q, memberId);
  return payee ? { cuentaId: payee.id, cuentaReciente: payee.reciente } : {};
};

/**
 * Approving a transfer: it takes effect (writeTransfer). Everything is checked again under the row
 * locks, since the loan may have changed since the proposal; the account must be the one proposed, and
 * one put in force within 48 hours before the proposal needs the checker's note (the fraud brake).
 */
export const transferKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'loan.transfer',
    payload: proposalPayloadSchemas['loan.transfer'],
    approvePermission: proposalApprovePermissions['loan.transfer'],
    async apply(tx, payload, proposal, _actor, decision) {
      const businessDate = await today(tx);
      const { loan, targets } = await checkTransfer(tx, Number(proposal.entity_id), payload, businessDate);
      const payee = await livePayee(tx, loan.member_id, proposal.proposed_at);
      if ((payee?.id ?? null) !== (payload.cuentaId ?? null))
        throw conflict(transferBatchMessages.accountChangedSinceProposal);
      if (payee?.reciente && !decision.nota) throw new HttpError(400, transferBatchMessages.noteRequired);
      const mail = await writeTransfer(
        tx,
        loan,
        targets,
        {
          date: payload.date,
          amount: payload.amount,
          reference: payload.reference,
          proposalId: proposal.id,
          batchId: null,
          accountId: payee?.id ?? null,
        },
        businessDate,
      );
      return { after: () => mailer.send(mail).then(() => undefined) };
    },
  });
