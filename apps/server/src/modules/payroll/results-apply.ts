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

/** A period's last day, 'AAAA-MM-DD': the value day of its deductions. */
const periodDay = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)), 0)).toISOString().slice(0, 10);

interface Notice {
  loan: repo.LoanForPosting;
  text: { titulo: string; descripcion: string };
}

/** What a batch reads: its loans locked, the installments their orders named, their open installments. */
async function readBatch(tx: Queryable, payload: ResultsPayload, lines: NewResultLine[]) {
  const ids = lines.map((l) => l.record.PRESTAMO_ID);
  const loans = await repo.lockLoans(tx, ids);
  const named = await repo.orderedInstallments(tx, payload.organismoId, payload.period, ids);
  const schedules = await installments.openInstallmentsOf(tx, ids);
  return { lines, loans: new Map(loans.map((l) => [l.id, l])), named, schedules };
}
type BatchRead = Awaited<ReturnType<typeof readBatch>>;

/**
 * Every line of a batch allocated in memory (the pure rules of posting.ts): the rows to write and what to
 * tell the members.
 */
function computeBatch(
  payload: ResultsPayload,
  { lines, loans, named, schedules }: BatchRead,
  businessDate: string,
  account: Awaited<ReturnType<typeof readBankAccount>>,
) {
  const fecha = periodDay(payload.period);
  const movements: repo.NewMovementRow[] = [];
  const balances: Parameters<typeof installments.updateLoanSummaries>[1][number][] = [];
  const rows: { loanId: number; installment: installments.StoredInstallment }[] = [];
  const allocations = new Map<number, AllocationResult>();
  const postings: repo.NewPosting[] = [];
  const notices: Notice[] = [];
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
  return { movements, rows, balances, postings, allocations, notices };
}

/** A batch's movements, installments, balances, postings and allocations: a statement per table. */
async function writeBatch(tx: Queryable, payload: ResultsPayload, w: ReturnType<typeof computeBatch>) {
  await repo.insertMovements(tx, valueDay(periodDay(payload.period)), w.movements);
  await installments.updateInstallments(tx, w.rows);
  await installments.updateLoanSummaries(tx, w.balances);
  const postingIds = await repo.insertPostings(
    tx,
    payload.resultFileId,
    payload.organismoId,
    payload.period,
    w.postings,
  );
  await installments.insertAllocations(
    tx,
    [...w.allocations].map(([loanId, allocation]) => ({
      loanId,
      origen: 'haberes' as const,
      postingId: postingIds.get(loanId)!,
      allocation,
    })),
  );
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
      const account = await readBankAccount(tx);
      const notices: Notice[] = [];
      let batch: NewResultLine[] = [];
      // A batch is written after the next one is read (the loans of a file are distinct): its first
      // statement, the largest, is on its way to the database while the server computes the next batch.
      let computed: ReturnType<typeof computeBatch> | null = null;
      const flush = async () => {
        if (batch.length === 0) return;
        const read = await readBatch(tx, payload, batch);
        batch = [];
        const writing = computed ? writeBatch(tx, payload, computed) : Promise.resolve();
        // Awaited below: a failure of the computation fails the transaction all the same.
        writing.catch(() => undefined);
        const next = computeBatch(payload, read, businessDate, account);
        await writing;
        computed = next;
        notices.push(...next.notices);
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
      if (computed) await writeBatch(tx, payload, computed);
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
