import {
  loanStates,
  payrollMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type PostingView,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { addNotification } from '../notifications/index';
import { defineProposalKind, type ProposalsService } from '../proposals/index';
import { correctionNotice } from './notices';
import { noticeMail } from '../../mail/notice-mail';
import { reverseInstallment, reversalMovements, type Movement } from './posting';
import * as repo from './posting-repository';
import { centsOf } from '../../db/numeric';
import type { StaffActor } from '../../console/permissions';

interface PostingRow {
  id: number;
  loan_id: number;
  period: string;
  cuota: number;
  solicitado: string;
  aplicado: string;
  estado: 'OK' | 'PARCIAL' | 'RECHAZADO';
  delta_saldo: string;
  delta_mora: string;
  delta_cuotas: number;
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

/** Checks that the posting can be reversed now; the loan's row stays locked for the caller. */
async function checkReversal(q: Queryable, postingId: number) {
  const posting = await lockPosting(q, postingId);
  if (!posting) throw new HttpError(404, payrollMessages.postingNotFound);
  if (posting.reversed_at) throw conflict(payrollMessages.postingReversed);
  const [loan] = await repo.lockLoans(q, [posting.loan_id]);
  const before = {
    saldo: centsOf(loan!.saldo),
    mora: centsOf(loan!.monto_en_mora),
    cuotasRestantes: loan!.cuotas_restantes,
  };
  const delta = {
    saldo: centsOf(posting.delta_saldo),
    mora: centsOf(posting.delta_mora),
    cuotasRestantes: posting.delta_cuotas,
  };
  const after = reverseInstallment(before, { movements: posting.movements, delta });
  if ('refused' in after) throw conflict(payrollMessages.laterPostings);
  return { posting, loan: loan!, before, after, delta };
}

/**
 * Approving a reversal: the opposite movements, the loan's balances back by exactly what the posting
 * changed (a loan it had paid off is open again), the posting marked reversed, the member told.
 */
export const postingReversalKind = (mailer: Mailer) =>
  defineProposalKind({
    kind: 'payroll.reversal',
    payload: proposalPayloadSchemas['payroll.reversal'],
    approvePermission: proposalApprovePermissions['payroll.reversal'],
    async apply(tx, { reason }, proposal) {
      const { posting, loan, before, after, delta } = await checkReversal(tx, Number(proposal.entity_id));
      let saldo = before.saldo;
      const movements = reversalMovements({ movements: posting.movements, delta }, reason).map((m) => {
        saldo += m.debito - m.credito;
        return { ...m, loanId: loan.id, saldo };
      });
      await repo.insertMovements(tx, new Date(), movements);
      await repo.updateBalances(tx, [
        {
          id: loan.id,
          saldo: after.saldo,
          mora: after.mora,
          cuotasRestantes: after.cuotasRestantes,
          estado: after.saldo > 0 && loan.estado === loanStates.paidOff ? loanStates.deducting : loan.estado,
        },
      ]);
      await tx.query(
        'UPDATE payroll_postings SET reversal_proposal_id = $2, reversed_at = now() WHERE id = $1',
        [posting.id, proposal.id],
      );
      const notice = correctionNotice(loan, posting.cuota, posting.period, reason);
      await addNotification(tx, loan.member_id, notice);
      return { after: () => mailer.send(noticeMail(loan.mail, notice)).then(() => undefined) };
    },
  });

export function createPostingReversals({ db, proposals }: { db: Db; proposals: ProposalsService }) {
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
        const { posting } = await checkReversal(tx, postingId);
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
