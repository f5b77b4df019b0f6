import {
  loanStates,
  payrollMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type ProposalPayload,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { conflict } from '../../lib/http-error';
import { valueDay } from '../../lib/value-day';
import type { Mailer } from '../../mail/mailer';
import { addNotifications } from '../notifications/index';
import { defineProposalKind } from '../proposals/index';
import * as installments from '../installments/index';
import type { AllocationResult } from '../installments/index';
import { postLine } from './posting';
import { paidOffNotice, unpaidNotice } from './notices';
import { readBankAccount } from '../settings/index';
import { noticeMail } from '../../mail/notice-mail';
import * as repo from './posting-repository';
import { scanResults, type NewResultLine } from './results';
import { centsOf } from '../../db/numeric';

type ResultsPayload = ProposalPayload<'payroll.results'>;

const BATCH = 2000;

/** Movements of a period are dated the last day of its month, at noon in Buenos Aires. */
/** A period's last day, 'AAAA-MM-DD': the value day of its deductions. */
const periodDay = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)), 0)).toISOString().slice(0, 10);

interface Notice {
  loan: repo.LoanForPosting;
  text: { titulo: string; descripcion: string };
}

/**
 * Posts a batch of result lines: the loans and their installments locked and read in one statement each,
 * every line allocated in memory, then movements, installments, allocations, balances and posting rows
 * written set-based (a statement per table, not per line). Returns what to tell the members.
 */
async function postBatch(
  tx: Queryable,
  payload: ResultsPayload,
  lines: NewResultLine[],
  businessDate: string,
) {
  const ids = lines.map((l) => l.record.PRESTAMO_ID);
  const loans = new Map((await repo.lockLoans(tx, ids)).map((l) => [l.id, l]));
  const named = await repo.orderedInstallments(tx, payload.organismoId, payload.period, ids);
  const schedules = await installments.installmentsOf(tx, ids);
  const fecha = periodDay(payload.period);
  const movements: repo.NewMovementRow[] = [];
  const balances: Parameters<typeof installments.updateLoanSummaries>[1][number][] = [];
  const rows: { loanId: number; installment: installments.StoredInstallment }[] = [];
  const allocations = new Map<number, AllocationResult>();
  const postings: repo.NewPosting[] = [];
  const notices: Notice[] = [];
  const account = await readBankAccount(tx);
  for (const { line, record: r } of lines) {
    const loan = loans.get(r.PRESTAMO_ID)!;
    const order = named.get(loan.id)!;
    const before = schedules.get(loan.id) ?? [];
    const posting: repo.NewPosting = {
      loanId: loan.id,
      line,
      cuota: r.CUOTA,
      solicitado: r.SOLICITADO,
      aplicado: r.APLICADO,
      estado: r.ESTADO,
      deltaSaldo: 0,
      deltaMora: 0,
      deltaCuotas: 0,
      sobrante: r.APLICADO,
      movements: [],
    };
    postings.push(posting);
    // A loan no longer repaying (paid off meanwhile): what was deducted goes back to the member.
    if (loan.estado !== loanStates.deducting || before.length === 0) continue;
    const done = postLine(before, {
      cuotaDesde: order.cuota_desde,
      cuota: r.CUOTA,
      cuotas: loan.cantidad_cuotas,
      solicitado: r.SOLICITADO,
      aplicado: r.APLICADO,
      periodo: payload.period,
      fecha,
      businessDate,
    });
    let saldo = centsOf(loan.saldo);
    for (const m of done.movements) {
      saldo += m.debito - m.credito;
      movements.push({ ...m, loanId: loan.id, saldo });
    }
    for (const installment of installments.changedRows(before, done.rows))
      rows.push({ loanId: loan.id, installment });
    allocations.set(loan.id, done.allocation);
    const estado = done.summary.pagado ? loanStates.paidOff : loanStates.deducting;
    balances.push({ loanId: loan.id, summary: done.summary, estado });
    Object.assign(posting, {
      deltaSaldo: done.summary.saldo - centsOf(loan.saldo),
      deltaMora: done.summary.adeudado - centsOf(loan.monto_en_mora),
      deltaCuotas: done.summary.restantes - loan.cuotas_restantes,
      sobrante: done.allocation.sobrante,
      movements: done.movements,
    });
    if (done.summary.pagado) notices.push({ loan, text: paidOffNotice(loan) });
    else if (r.APLICADO < r.SOLICITADO) {
      const owed = done.rows
        .filter((i) => i.periodo <= payload.period)
        .reduce((sum, i) => sum + i.importe - installments.appliedTotal(i), 0);
      const lineFacts = { cuota: r.CUOTA, cuotas: loan.cantidad_cuotas, periodo: payload.period };
      const text = unpaidNotice(
        loan,
        { ...lineFacts, aplicado: r.APLICADO, solicitado: r.SOLICITADO },
        owed,
        account,
      );
      notices.push({ loan, text });
    }
  }
  await repo.insertMovements(tx, valueDay(periodDay(payload.period)), movements);
  await installments.updateInstallments(tx, rows);
  await installments.updateLoanSummaries(tx, balances);
  const postingIds = await repo.insertPostings(
    tx,
    payload.resultFileId,
    payload.organismoId,
    payload.period,
    postings,
  );
  await installments.insertAllocations(
    tx,
    [...allocations].map(([loanId, allocation]) => ({
      loanId,
      origen: 'haberes' as const,
      postingId: postingIds.get(loanId)!,
      allocation,
    })),
  );
  return notices;
}

/**
 * Approving a results file: read again from its stored bytes and checked again under the period's
 * lock (orders and postings may have changed since the proposal); any problem now refuses the whole
 * file, and the transaction leaves nothing half-posted.
 */
export const resultsKind = (mailer: Mailer, today: (q: Queryable) => Promise<string>) =>
  defineProposalKind({
    kind: 'payroll.results',
    payload: proposalPayloadSchemas['payroll.results'],
    approvePermission: proposalApprovePermissions['payroll.results'],
    async apply(tx, payload) {
      const file = await repo.resultFile(tx, payload.resultFileId);
      const state = await repo.lockPeriod(tx, payload.organismoId, payload.period);
      if (!file || !state) throw conflict(payrollMessages.noOrders);
      if (state === 'closed') throw conflict(payrollMessages.periodClosed);
      const businessDate = await today(tx);
      const notices: Notice[] = [];
      let batch: NewResultLine[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        notices.push(...(await postBatch(tx, payload, batch, businessDate)));
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
      // Thousands of members on a large file: each table takes them in one statement, and the mails are
      // queued in the transaction, so they exist exactly when the posting does.
      await addNotifications(
        tx,
        notices.map((n) => ({ memberId: n.loan.member_id, ...n.text })),
      );
      await mailer.sendMany(
        notices.map((n) => noticeMail(n.loan.mail, n.text)),
        { tx },
      );
      return { after: null };
    },
  });
