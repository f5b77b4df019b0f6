import {
  loanStates,
  payrollMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type PostingView,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict } from '../../lib/http-error';
import { valueDay } from '../../lib/value-day';
import type { Mailer } from '../../mail/mailer';
import { addNotification } from '../notifications/index';
import { defineProposalKind, type ProposalsService } from '../proposals/index';
import { correctionNotice } from './notices';
import { noticeMail } from '../../mail/notice-mail';
import { reversalConcept, type Movement } from './posting';
import * as installments from '../installments/index';
import { reverse } from '../installments/index';
import * as repo from './posting-repository';
import type { StaffActor } from '../../console/permissions';

interface PostingRow {
  id: number;
  loan_id: number;
  period: string;
  cuota: number;
  solicitado: string;
  aplicado: string;
  estado: 'OK' | 'PARCIAL' | 'RECHAZADO';
  movements: Movement[];
  posted_at: Date;
  reversed_at: Date | null;
}

const lockPosting = async (q: Queryable, id: number) =>
  (await q.query<PostingRow>('SELECT * FROM payroll_postings WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;

const toView = (p: PostingRow, reversaPendiente: PostingView['reversaPendiente']): PostingView => ({
  id: p.id,
  period: p.period,
  cuota: p.cuota,
  solicitado: Number(p.solicitado),
  aplicado: Number(p.aplicado),
  estado: p.estado,
  postedAt: p.posted_at.toISOString(),
  reversedAt: p.reversed_at?.toISOString() ?? null,
  reversaPendiente,
});

/**
 * Checks that the posting can be reversed now, and what undoing it does: its allocation taken off the
 * loan's installments and every later one re-applied in order (so a reversal that is not the loan's latest
 * reopens exactly the installments it paid). The loan's row stays locked for the caller.
 */
async function checkReversal(q: Queryable, postingId: number, businessDate: string) {
  const posting = await lockPosting(q, postingId);
  if (!posting) throw new HttpError(404, payrollMessages.postingNotFound);
  if (posting.reversed_at) throw conflict(payrollMessages.postingReversed);
  const [loan] = await repo.lockLoans(q, [posting.loan_id]);
  const live = await installments.liveAllocations(q, posting.loan_id);
  const index = live.findIndex((a) => a.postingId === posting.id);
  const before = (await installments.installmentsOf(q, [posting.loan_id])).get(posting.loan_id) ?? [];
  if (index < 0) return { posting, loan: loan!, undo: null };
  const later = live.slice(index + 1);
  const undone = reverse(before, live[index]!, { later, businessDate });
  if ('refused' in undone) throw conflict(payrollMessages.laterPostings);
  const rows = installments.withCharged(before, undone.installments);
  return {
    posting,
    loan: loan!,
    undo: { allocation: live[index]!, later, reprocessed: undone.reprocessed, before, rows },
  };
}

/**
 * Approving a reversal: the deduction's credit undone by a debit (the charged interest stays: it was due),
 * the installments it paid open again, the loan's balances and state follow, the posting marked reversed,
 * the member told.
 */
export const postingReversalKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'payroll.reversal',
    payload: proposalPayloadSchemas['payroll.reversal'],
    approvePermission: proposalApprovePermissions['payroll.reversal'],
    async apply(tx, { reason }, proposal) {
      const businessDate = await today(tx);
      const { posting, loan, undo } = await checkReversal(tx, Number(proposal.entity_id), businessDate);
      if (undo) {
        const applied = undo.allocation.importe - undo.allocation.sobrante;
        const summary = installments.summarize(undo.rows, businessDate);
        const deduction = posting.movements.at(-1)?.concepto ?? `Cuota ${posting.cuota}`;
        // A later deduction re-applied may now take what it had left over (to be returned): credited.
        const reapplied = undo.reprocessed.reduce(
          (sum, again, i) => sum + undo.later[i]!.sobrante - again.sobrante,
          0,
        );
        const movements: repo.NewMovementRow[] = [];
        const before = summary.saldo - applied + reapplied;
        if (applied > 0)
          movements.push({
            loanId: loan.id,
            concepto: reversalConcept(deduction, reason),
            debito: applied,
            credito: 0,
            saldo: before + applied,
          });
        if (reapplied > 0)
          movements.push({
            loanId: loan.id,
            concepto: 'Excedente de un descuento posterior, imputado',
            debito: 0,
            credito: reapplied,
            saldo: summary.saldo,
          });
        await repo.insertMovements(tx, valueDay(businessDate), movements);
        await repo.setPostingSobrantes(tx, await installments.writeUndoneAllocation(tx, loan.id, undo));
        const estado =
          loan.estado === loanStates.paidOff && !summary.pagado ? loanStates.deducting : loan.estado;
        await installments.updateLoanSummaries(tx, [{ loanId: loan.id, summary, estado }]);
      }
      await tx.query(
        'UPDATE payroll_postings SET reversal_proposal_id = $2, reversed_at = now() WHERE id = $1',
        [posting.id, proposal.id],
      );
      const notice = correctionNotice(loan, posting.cuota, posting.period, reason);
      await addNotification(tx, loan.member_id, notice);
      return { after: () => mailer.send(noticeMail(loan.mail, notice)).then(() => undefined) };
    },
  });

export function createPostingReversals({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /** A loan's postings, latest first (a loan has one a month: not paged). */
    ofLoan: async (loanId: number) => {
      const rows = await db.query<PostingRow>(
        'SELECT * FROM payroll_postings WHERE loan_id = $1 ORDER BY id DESC',
        [loanId],
      );
      const items = await Promise.all(
        rows.map(async (p) => toView(p, (await proposals.pendingOn(db, 'posting', p.id))[0] ?? null)),
      );
      return { items };
    },

    /** Tesorería proposes undoing a posted line, with a reason; a second tesorería approves it. */
    propose: (postingId: number, reason: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const { posting } = await checkReversal(tx, postingId, await today(tx));
        const proposalId = await proposals.propose(
          tx,
          {
            kind: 'payroll.reversal',
            entity: 'posting',
            entityId: postingId,
            payload: {
              reason,
              prestamo: posting.loan_id,
              periodo: posting.period,
              cuota: posting.cuota,
              aplicado: Number(posting.aplicado),
            },
          },
          actor,
        );
        return { Status: 200, Mensaje: payrollMessages.reversalProposed, proposalId };
      }),
  };
}
