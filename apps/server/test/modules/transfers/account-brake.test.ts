// The fraud brake (issue 25): a transfer to an account put in force within 48 hours before the transfer
// or batch is proposed needs the checker's written note, stored with the approval and in the audit; an
// account changed after the proposal refuses the approval. Both databases (DATABASE_URL or PGlite).
import { describe, expect, it } from 'vitest';
import {
  consoleLoanPaths,
  loanStates,
  transferBatchMessages,
  type LoanDetail,
  type TransferWorklist,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { approveProposal, giveAccount, proposeBatch } from '../../support/transfers';

const now = () => new Date('2027-01-10T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 5 });
const maker = await consoleAs('tesoreria@f.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@f.test', ['tesoreria']);

let n = 0;
async function waitingLoan(hoursAgo: number) {
  n += 1;
  const member = await createMember(db, { dni: `3100000${n}`, mail: `f${n}@f.test`, organismoId });
  const loan = await createLoan(db, member, { estado: loanStates.awaitingTransfer, monto: 50_000 });
  const account = await giveAccount(db, member.id, {
    cbu: `01105995200000012345${String(n).padStart(2, '0')}`,
    cuit: '27300000011',
    hoursAgo,
  });
  return { member, loan, account };
}

const at = (template: string, id: number) => template.replace(':id', String(id));
const proposeSingle = (loan: number) =>
  maker.post(at(consoleLoanPaths.transfer, loan), { date: '2027-01-10', amount: 50_000, reference: 'TRF-9' });
const decision = async (proposalId: number) =>
  (
    await db.query<{ decision: string | null; reason: string | null }>(
      'SELECT decision, reason FROM proposals WHERE id = $1',
      [proposalId],
    )
  )[0];
const estado = async (loan: number) =>
  (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [loan]))[0]?.estado;

describe('the 48-hour brake on a single transfer', () => {
  it('shows the recent account and refuses the approval without a note', async () => {
    const { loan, account } = await waitingLoan(47);
    const detail = (await maker.get(at('/api/console/loans/:id', loan))).json<LoanDetail>();
    expect(detail.cuentaDestino).toMatchObject({ id: account, reciente: true, cuitTitular: '27300000011' });
    const { proposalId } = (await proposeSingle(loan)).json<{ proposalId: number }>();
    const [stored] = await db.query<{ payload: object }>('SELECT payload FROM proposals WHERE id = $1', [
      proposalId,
    ]);
    expect(stored?.payload).toMatchObject({ cuentaId: account, cuentaReciente: true });

    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      Status: 400,
      Mensaje: transferBatchMessages.noteRequired,
    });
    expect((await approveProposal(checker, proposalId, '   ')).json()).toEqual({
      Status: 400,
      Mensaje: transferBatchMessages.noteRequired,
    });
    expect(await decision(proposalId)).toEqual({ decision: null, reason: null });
    expect(await estado(loan)).toBe(loanStates.awaitingTransfer);

    const nota = 'Llamé al socio al teléfono del legajo: confirmó el cambio de cuenta';
    expect((await approveProposal(checker, proposalId, nota)).json()).toEqual({
      id: proposalId,
      decision: 'approved',
    });
    expect(await decision(proposalId)).toEqual({ decision: 'approved', reason: nota });
    const [audit] = await db.query<{ reason: string }>(
      `SELECT reason FROM audit_log WHERE action = 'loan.transfer.approve' AND entity_id = $1`,
      [String(loan)],
    );
    expect(audit?.reason).toBe(nota);
    const [transfer] = await db.query<{ member_bank_account_id: number }>(
      'SELECT member_bank_account_id FROM loan_transfers WHERE loan_id = $1',
      [loan],
    );
    expect(transfer?.member_bank_account_id).toBe(account);
    expect(await estado(loan)).toBe(loanStates.deducting);
  });

  it('does not apply to an account in force for more than 48 hours', async () => {
    const { loan } = await waitingLoan(49);
    const { proposalId } = (await proposeSingle(loan)).json<{ proposalId: number }>();
    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      id: proposalId,
      decision: 'approved',
    });
  });

  it('counts the 48 hours back from the proposal, not from the approval', async () => {
    const { loan } = await waitingLoan(30);
    const { proposalId } = (await proposeSingle(loan)).json<{ proposalId: number }>();
    // Approved 20 hours later: the account is 50 hours old by then, but was 30 when proposed.
    await db.query(`UPDATE proposals SET proposed_at = proposed_at - interval '20 hours' WHERE id = $1`, [
      proposalId,
    ]);
    await db.query(
      `UPDATE member_bank_accounts SET vigente_desde = vigente_desde - interval '20 hours'
        WHERE member_id = (SELECT member_id FROM loans WHERE id = $1)`,
      [loan],
    );
    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      Status: 400,
      Mensaje: transferBatchMessages.noteRequired,
    });
  });

  it('refuses the approval when the account changed after the proposal, note or not', async () => {
    const { member, loan } = await waitingLoan(500);
    const { proposalId } = (await proposeSingle(loan)).json<{ proposalId: number }>();
    await giveAccount(db, member.id, { alias: 'cuenta.del.ladron', cuit: '20999999990', hoursAgo: 0 });
    expect((await approveProposal(checker, proposalId, 'Todo en orden')).json()).toEqual({
      Status: 409,
      Mensaje: transferBatchMessages.accountChangedSinceProposal,
    });
    expect(await estado(loan)).toBe(loanStates.awaitingTransfer);
  });
});

describe('the 48-hour brake on a batch', () => {
  it('flags the recent account in the worklist and asks the checker for a note', async () => {
    const old = await waitingLoan(300);
    const recent = await waitingLoan(5);
    const list = (await maker.get('/api/console/transfers')).json<TransferWorklist>();
    expect(list.items.find((i) => i.id === recent.loan)?.cuenta?.reciente).toBe(true);
    expect(list.items.find((i) => i.id === old.loan)?.cuenta?.reciente).toBe(false);

    const { proposalId, batchId } = (await proposeBatch(maker, [old.loan, recent.loan])).json<{
      proposalId: number;
      batchId: number;
    }>();
    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      Status: 400,
      Mensaje: transferBatchMessages.noteRequired,
    });
    const [still] = await db.query<{ estado: string }>('SELECT estado FROM transfer_batches WHERE id = $1', [
      batchId,
    ]);
    expect(still?.estado).toBe('propuesto');
    const nota = 'Verificado con el socio por teléfono';
    expect((await approveProposal(checker, proposalId, nota)).json()).toEqual({
      id: proposalId,
      decision: 'approved',
    });
    expect(await decision(proposalId)).toEqual({ decision: 'approved', reason: nota });
    const [audit] = await db.query<{ reason: string }>(
      `SELECT reason FROM audit_log WHERE action = 'transfer-batch.file' AND entity_id = $1`,
      [String(batchId)],
    );
    expect(audit?.reason).toBe(nota);
  });

  it('drops a loan whose account changed after the proposal', async () => {
    const kept = await waitingLoan(300);
    const changed = await waitingLoan(300);
    const { proposalId, batchId } = (await proposeBatch(maker, [kept.loan, changed.loan])).json<{
      proposalId: number;
      batchId: number;
    }>();
    await giveAccount(db, changed.member.id, {
      alias: 'cuenta.del.ladron',
      cuit: '20999999990',
      hoursAgo: 0,
    });
    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      id: proposalId,
      decision: 'approved',
    });
    const items = await db.query<{ loan_id: number; excluido: string | null }>(
      'SELECT loan_id, excluido FROM transfer_batch_items WHERE batch_id = $1 ORDER BY loan_id',
      [batchId],
    );
    expect(items).toEqual([
      { loan_id: kept.loan, excluido: null },
      { loan_id: changed.loan, excluido: transferBatchMessages.droppedAccount },
    ]);
  });
});
