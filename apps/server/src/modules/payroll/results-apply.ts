import {
  loanStates,
  payrollMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type ProposalPayload,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { scheduleCents } from '../loan-math/index';
import { addNotification } from '../notifications/index';
import { defineProposalKind } from '../proposals/index';
import { postInstallment, type InstallmentCharge } from './posting';
import { paidOffNotice } from './notices';
import { noticeMail } from '../../mail/notice-mail';
import * as repo from './posting-repository';
import { scanResults, type NewResultLine } from './results';
import { centsOf } from '../../db/numeric';

type ResultsPayload = ProposalPayload<'payroll.results'>;

const BATCH = 2000;

/** Movements of a period are dated the last day of its month, at noon in Buenos Aires. */
const periodDate = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)), 0, 15, 0, 0));

/** One schedule per loan shape, not one per line: the lines of a file share few shapes. */
function chargeOf(
  cache: Map<string, ReturnType<typeof scheduleCents>>,
  loan: repo.LoanForPosting,
  cuota: number,
) {
  if (cuota === 0) return null;
  const key = `${loan.monto_prestado}|${loan.tna}|${loan.cantidad_cuotas}`;
  let rows = cache.get(key);
  if (!rows) {
    rows = scheduleCents(centsOf(loan.monto_prestado), Number(loan.tna), loan.cantidad_cuotas);
    cache.set(key, rows);
  }
  const row = rows[cuota - 1];
  if (!row) return null;
  const charge: InstallmentCharge = {
    number: cuota,
    of: loan.cantidad_cuotas,
    interest: row.interest,
    ivaOnInterest: row.ivaOnInterest,
    payment: row.payment,
  };
  return charge;
}

/**
 * Posts a batch of result lines: the loans locked, each line's movements, balances and posting row
 * written set-based (a statement per table, not per line). Returns the loans that were paid off.
 */
async function postBatch(
  tx: Queryable,
  payload: ResultsPayload,
  lines: NewResultLine[],
  fecha: Date,
  cache: Map<string, ReturnType<typeof scheduleCents>>,
) {
  const loans = new Map(
    (
      await repo.lockLoans(
        tx,
        lines.map((l) => l.record.PRESTAMO_ID),
      )
    ).map((l) => [l.id, l]),
  );
  const movements: repo.NewMovementRow[] = [];
  const balances: repo.LoanBalanceRow[] = [];
  const postings: repo.NewPosting[] = [];
  const paidOff: repo.LoanForPosting[] = [];
  for (const { line, record: r } of lines) {
    const loan = loans.get(r.PRESTAMO_ID);
    if (!loan || loan.estado !== loanStates.deducting)
      throw conflict(`El préstamo ${r.PRESTAMO_ID} ya no está en 'Descontando': no se imputó nada`);
    const before = {
      saldo: centsOf(loan.saldo),
      mora: centsOf(loan.monto_en_mora),
      cuotasRestantes: loan.cuotas_restantes,
    };
    const posting = postInstallment(before, chargeOf(cache, loan, r.CUOTA), r.APLICADO);
    if ('refused' in posting) throw conflict(payrollMessages.overpaid(loan.id));
    let saldo = before.saldo;
    for (const m of posting.movements) {
      saldo += m.debito - m.credito;
      movements.push({ ...m, loanId: loan.id, saldo });
    }
    const after = {
      id: loan.id,
      saldo,
      mora: before.mora + posting.delta.mora,
      cuotasRestantes: Math.max(0, before.cuotasRestantes + posting.delta.cuotasRestantes),
      estado: saldo === 0 ? loanStates.paidOff : loanStates.deducting,
    };
    balances.push(after);
    if (after.estado === loanStates.paidOff) paidOff.push(loan);
    postings.push({
      loanId: loan.id,
      line,
      cuota: r.CUOTA,
      solicitado: r.SOLICITADO,
      aplicado: r.APLICADO,
      estado: r.ESTADO,
      deltaSaldo: posting.delta.saldo,
      deltaMora: posting.delta.mora,
      deltaCuotas: after.cuotasRestantes - before.cuotasRestantes,
      movements: posting.movements,
    });
  }
  await repo.insertMovements(tx, fecha, movements);
  await repo.updateBalances(tx, balances);
  return { postings, paidOff };
}

/**
 * Approving a results file: read again from its stored bytes and checked again under the period's
 * lock (orders and postings may have changed since the proposal); any problem now refuses the whole
 * file, and the transaction leaves nothing half-posted.
 */
export const resultsKind = (mailer: Mailer) =>
  defineProposalKind({
    kind: 'payroll.results',
    payload: proposalPayloadSchemas['payroll.results'],
    approvePermission: proposalApprovePermissions['payroll.results'],
    async apply(tx, payload) {
      const file = await repo.resultFile(tx, payload.resultFileId);
      const state = await repo.lockPeriod(tx, payload.organismoId, payload.period);
      if (!file || !state) throw conflict(payrollMessages.noOrders);
      if (state === 'closed') throw conflict(payrollMessages.periodClosed);
      const fecha = periodDate(payload.period);
      const cache = new Map<string, ReturnType<typeof scheduleCents>>();
      const paidOff: repo.LoanForPosting[] = [];
      let batch: NewResultLine[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const done = await postBatch(tx, payload, batch, fecha, cache);
        await repo.insertPostings(
          tx,
          payload.resultFileId,
          payload.organismoId,
          payload.period,
          done.postings,
        );
        paidOff.push(...done.paidOff);
        batch = [];
      };
      const verdict = await scanResults(
        tx,
        payload.organismoId,
        payload.period,
        [file.data],
        async (line) => {
          batch.push(line);
          if (batch.length >= BATCH) await flush();
        },
      );
      if (verdict.problemCount > 0) throw conflict(payrollMessages.resultsChanged);
      await flush();
      await tx.query('UPDATE payroll_result_files SET posted_at = now() WHERE id = $1', [
        payload.resultFileId,
      ]);
      await repo.setPeriodState(tx, payload.organismoId, payload.period, 'posted');
      for (const loan of paidOff) await addNotification(tx, loan.member_id, paidOffNotice(loan));
      return {
        after: paidOff.length
          ? async () => {
              for (const loan of paidOff) await mailer.send(noticeMail(loan.mail, paidOffNotice(loan)));
            }
          : null,
      };
    },
  });
