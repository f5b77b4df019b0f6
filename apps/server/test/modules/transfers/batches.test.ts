// Transfer batches (issue 25): the worklist, a batch of three with one loan cancelled between proposal and
// approval, the bank file's bytes, execution once (the loans start repaying as a single transfer does),
// and a rejected batch freeing its loans. Both databases (DATABASE_URL or embedded PGlite).
import { describe, expect, it } from 'vitest';
import {
  consoleLoanPaths,
  loanStates,
  proposalMessages,
  transferBatchMessages,
  transferPaths,
  type TransferBatch,
  type TransferWorklist,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import {
  approveProposal,
  batchFile,
  giveAccount,
  markExecuted,
  proposeBatch,
  rejectProposal,
} from '../../support/transfers';

// Business date 2027-01-10.
const now = () => new Date('2027-01-10T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 5 });
const maker = await consoleAs('tesoreria@b.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@b.test', ['tesoreria']);
const evaluador = await consoleAs('evaluador@b.test', ['evaluador']);

const member = (n: number, nombres: string) =>
  createMember(db, { dni: `3000000${n}`, nombres, apellido: 'Gómez', mail: `s${n}@b.test`, organismoId });
const ana = await member(1, 'Ana');
const beto = await member(2, 'Beto');
const carla = await member(3, 'Carla');
const dario = await member(4, 'Darío');
const eva = await member(5, 'Eva');
const waiting = (m: { id: number }, monto: number) =>
  createLoan(db, m, { estado: loanStates.awaitingTransfer, monto, fecha: new Date('2027-01-07T13:00:00Z') });
const a = await waiting(ana, 150_000);
const b = await waiting(beto, 98_500.5);
const c = await waiting(carla, 60_000);
const d = await waiting(dario, 40_000);
const e = await waiting(eva, 25_000);
const cuentaAna = await giveAccount(db, ana.id, {
  cbu: '0110599520000001234566',
  cuit: '27300000011',
  hoursAgo: 100,
});
const cuentaBeto = await giveAccount(db, beto.id, {
  alias: 'beto.ahorro.mutual',
  cuit: '20300000022',
  hoursAgo: 200,
});
await giveAccount(db, carla.id, { cbu: '0170099220000003456781', cuit: '27300000033', hoursAgo: 300 });
await giveAccount(db, dario.id, { cbu: '2850590940090418135201', cuit: '20300000044', hoursAgo: 400 });
// Eva has no account yet.

const at = (template: string, id: number) => template.replace(':id', String(id));
const loanRow = async (id: number) =>
  (
    await db.query<{ estado: string; saldo: string }>('SELECT estado, saldo FROM loans WHERE id = $1', [id])
  )[0]!;
const batches = async () => (await maker.get(transferPaths.batches)).json<{ items: TransferBatch[] }>().items;
const worklist = async () => (await maker.get(transferPaths.worklist)).json<TransferWorklist>();

describe('the transfer worklist', () => {
  it('lists the loans waiting for their money with account, net, days waiting and totals', async () => {
    const list = await worklist();
    expect(list.items.map((i) => i.id)).toEqual([a, b, c, d, e]);
    expect(list.items[1]).toEqual({
      id: b,
      producto: 'Préstamo Personal',
      socio: { id: beto.id, nombre: 'Beto Gómez', dni: '30000002' },
      organismo: expect.any(String),
      montoPrestado: 98_500.5,
      netoATransferir: 98_500.5,
      diasEspera: 3,
      cuenta: {
        id: cuentaBeto,
        cbu: null,
        alias: 'beto.ahorro.mutual',
        cuitTitular: '20300000022',
        vigenteDesde: expect.any(String),
        reciente: false,
      },
      lote: null,
      transferenciaPropuesta: false,
    });
    expect(list.items[4]?.cuenta).toBeNull();
    expect(list.totals).toEqual({ prestamos: 5, neto: 373_500.5, sinCuenta: 1 });
    expect((await evaluador.get(transferPaths.worklist)).statusCode).toBe(403);
  });

  it('refuses a batch with a loan without account, and reserves nothing', async () => {
    const res = await proposeBatch(maker, [a, e]);
    expect(res.json()).toEqual({ Status: 409, Mensaje: transferBatchMessages.noAccount(e) });
    expect(await batches()).toEqual([]);
    expect((await worklist()).items[0]?.lote).toBeNull();
    expect((await proposeBatch(maker, [a, a])).statusCode).toBe(400);
  });
});

describe('a batch of three, one cancelled between proposal and approval', () => {
  let proposalId = 0;
  let batchId = 0;

  it('is proposed: its loans are reserved', async () => {
    const res = await proposeBatch(maker, [c, a, b]);
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: transferBatchMessages.proposed,
      proposalId: expect.any(Number),
      batchId: expect.any(Number),
    });
    ({ proposalId, batchId } = res.json<{ proposalId: number; batchId: number }>());
    expect((await worklist()).items.filter((i) => i.lote === batchId).map((i) => i.id)).toEqual([a, b, c]);

    const single = await maker.post(at(consoleLoanPaths.transfer, a), {
      date: '2027-01-10',
      amount: 150_000,
      reference: 'TRF-1',
    });
    expect(single.json()).toEqual({ Status: 409, Mensaje: transferBatchMessages.inBatch });
    expect((await proposeBatch(maker, [d, b])).json()).toEqual({
      Status: 409,
      Mensaje: transferBatchMessages.inBatchId(b),
    });
    const inbox = (await checker.get('/api/console/proposals')).json<{ items: unknown[] }>().items;
    expect(inbox).toContainEqual(
      expect.objectContaining({
        id: proposalId,
        kind: 'loan.transfer-batch',
        payload: {
          lote: batchId,
          cantidad: 3,
          total: 308_500.5,
          prestamos: [
            { prestamo: a, socio: 'Ana Gómez', importe: 150_000, cuentaId: cuentaAna, cuentaReciente: false },
            {
              prestamo: b,
              socio: 'Beto Gómez',
              importe: 98_500.5,
              cuentaId: cuentaBeto,
              cuentaReciente: false,
            },
            expect.objectContaining({ prestamo: c, importe: 60_000 }),
          ],
        },
      }),
    );
  });

  it('approved by a second tesorería, drops the cancelled loan and writes the bank file', async () => {
    expect((await approveProposal(maker, proposalId)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    const cancelled = await evaluador.post(at(consoleLoanPaths.cancel, c), { reason: 'Pedido del socio' });
    expect(cancelled.statusCode).toBe(200);

    expect((await approveProposal(checker, proposalId)).json()).toEqual({
      id: proposalId,
      decision: 'approved',
    });
    const [batch] = await batches();
    expect(batch).toMatchObject({
      id: batchId,
      estado: 'aprobado',
      cantidad: 2,
      total: 248_500.5,
      excluidos: 1,
      cuentasRecientes: 0,
      propuestoPor: 'tesoreria@b.test',
      archivo: `lote-${batchId}.csv`,
      referencia: null,
    });
    const [dropped] = await db.query<{ excluido: string; reservado: boolean }>(
      'SELECT excluido, reservado FROM transfer_batch_items WHERE batch_id = $1 AND loan_id = $2',
      [batchId, c],
    );
    expect(dropped).toEqual({ excluido: transferBatchMessages.droppedNotAwaiting, reservado: false });
    expect((await loanRow(c)).estado).toBe(loanStates.cancelledByEntity);
    // Its file may be at the bank: a loan of an approved batch cannot be cancelled meanwhile.
    const late = await evaluador.post(at(consoleLoanPaths.cancel, a), { reason: 'Pedido del socio' });
    expect(late.json()).toEqual({ Status: 409, Mensaje: transferBatchMessages.inApprovedBatch });
  });

  it('serves the same bytes of the generic layout every time', async () => {
    const file = await batchFile(maker, batchId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="lote-${batchId}.csv"`);
    expect(file.rawPayload.toString('utf8')).toBe(
      'cbu_o_alias,cuit,importe,referencia\r\n' +
        `0110599520000001234566,27300000011,150000.00,L${batchId}-P${a}\r\n` +
        `beto.ahorro.mutual,20300000022,98500.50,L${batchId}-P${b}\r\n`,
    );
    expect((await batchFile(maker, batchId)).rawPayload.equals(file.rawPayload)).toBe(true);
    expect((await batchFile(evaluador, batchId)).statusCode).toBe(403);
    const downloads = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'transfer-batch.download' AND entity_id = $1`,
      [String(batchId)],
    );
    expect(downloads).toHaveLength(2);
  });

  it('executed with the bank reference, transfers each loan as a single transfer does, once', async () => {
    expect((await markExecuted(maker, batchId, 'x')).statusCode).toBe(400);
    const res = await markExecuted(checker, batchId, 'BNA-778899');
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: transferBatchMessages.executed,
      batchId,
      prestamos: 2,
    });
    expect(await loanRow(a)).toEqual({ estado: loanStates.deducting, saldo: '150000.00' });
    expect(await loanRow(b)).toEqual({ estado: loanStates.deducting, saldo: '98500.50' });
    const transfers = await db.query(
      `SELECT loan_id, fecha::text AS fecha, importe, referencia, batch_id, member_bank_account_id
         FROM loan_transfers WHERE batch_id = $1 ORDER BY loan_id`,
      [batchId],
    );
    expect(transfers).toEqual([
      {
        loan_id: a,
        fecha: '2027-01-10',
        importe: '150000.00',
        referencia: 'BNA-778899',
        batch_id: batchId,
        member_bank_account_id: cuentaAna,
      },
      {
        loan_id: b,
        fecha: '2027-01-10',
        importe: '98500.50',
        referencia: 'BNA-778899',
        batch_id: batchId,
        member_bank_account_id: cuentaBeto,
      },
    ]);
    const movements = await db.query<{ concepto: string; debito: string }>(
      'SELECT concepto, debito FROM loan_movements WHERE loan_id = $1 ORDER BY id',
      [a],
    );
    expect(movements).toEqual([{ concepto: 'Acreditación del préstamo', debito: '150000.00' }]);
    const [installments] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_installments WHERE loan_id = $1',
      [a],
    );
    expect(installments?.n).toBe(12);
    const [mail] = await outbox(db, 's1@b.test');
    expect(mail?.subject).toBe('Préstamo transferido');
    expect(mail?.text_body).toContain(`préstamo N° ${a}`);
    expect(mail?.text_body).toContain('10/01/2027');
    const [notice] = await db.query<{ titulo: string }>(
      'SELECT titulo FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [beto.id],
    );
    expect(notice?.titulo).toBe('Préstamo transferido');
    expect((await batches())[0]).toMatchObject({
      estado: 'ejecutado',
      referencia: 'BNA-778899',
      fechaEjecucion: '2027-01-10',
    });

    const twice = await markExecuted(checker, batchId, 'BNA-778899');
    expect(twice.json()).toEqual({ Status: 409, Mensaje: transferBatchMessages.alreadyExecuted });
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM loan_transfers WHERE loan_id = ANY($1::int[])',
      [[a, b]],
    );
    expect(count?.n).toBe(2);
    expect(await outbox(db, 's1@b.test')).toHaveLength(1);
    // Executed: nothing reserved, and the loans are no longer in the worklist.
    expect((await worklist()).items.map((i) => i.id)).toEqual([d, e]);
  });
});

describe('a rejected batch', () => {
  it('frees its loans, and an unapproved batch has no file nor execution', async () => {
    const res = await proposeBatch(maker, [d]);
    const { proposalId, batchId } = res.json<{ proposalId: number; batchId: number }>();
    expect((await batchFile(maker, batchId)).json()).toEqual({
      Status: 409,
      Mensaje: transferBatchMessages.notApproved,
    });
    expect((await markExecuted(maker, batchId, 'BNA-1')).json()).toEqual({
      Status: 409,
      Mensaje: transferBatchMessages.notApproved,
    });
    expect((await rejectProposal(checker, proposalId)).json()).toEqual({
      id: proposalId,
      decision: 'rejected',
    });
    expect((await batches())[0]).toMatchObject({ id: batchId, estado: 'rechazado', archivo: null });
    expect((await worklist()).items[0]).toMatchObject({ id: d, lote: null });
    expect((await proposeBatch(maker, [d])).statusCode).toBe(200);
  });
});
