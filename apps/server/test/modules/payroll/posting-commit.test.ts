import { describe, expect, it } from 'vitest';
import { loanStates, payrollMessages, proposalMessages } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox } from '../../support/mail';
import { scheduleCents } from '../../../src/modules/loan-math/index';
import { postCsv, resultsFile } from '../../support/payroll';
import { formatMoney } from '../../../src/lib/money-format';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 2 });
const maker = await consoleAs('tesoreria@p.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@p.test', ['tesoreria']);
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);

const ana = await createMember(db, { dni: '30111222', organismoId });
const luis = await createMember(db, { dni: '28999888', organismoId });
// Ana: installment 3 of 6 next. Luis: the last installment of 3 next, so a full one pays the loan off.
const a = await createLoan(db, ana, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 120_000,
  tna: 60,
  cuotas: 6,
  paid: 2,
});
const l = await createLoan(db, luis, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 300_000,
  tna: 0,
  cuotas: 3,
  paid: 2,
});
const third = scheduleCents(12_000_000, 60, 6)[2]!;

const base = `/api/console/organismos/${organismoId}/periods/202611`;
await maker.post(`${base}/orders`);

const results = (lines: string[]) => resultsFile(organismoId, '202611', lines);
const send = (body: string, as = maker) => postCsv(as, `${base}/results`, body);
const periodsNow = async () =>
  (await checker.get(`/api/console/organismos/${organismoId}/periods`)).json<{
    items: { state: string; propuestasPendientes: { id: number; kind: string }[] }[];
  }>().items;
const decide = (id: number, as: ConsoleClient) => as.post(`/api/console/proposals/${id}/approve`);
const loan = async (id: number) =>
  (
    await db.query<{ estado: string; saldo: string; cuotas_restantes: number; monto_en_mora: string }>(
      'SELECT estado, saldo, cuotas_restantes, monto_en_mora FROM loans WHERE id = $1',
      [id],
    )
  )[0]!;
const movementsOf = (id: number) =>
  db.query<{ concepto: string; debito: string; credito: string; saldo: string }>(
    `SELECT concepto, debito, credito, saldo FROM loan_movements WHERE loan_id = $1 AND concepto LIKE 'Cuota%' ORDER BY id`,
    [id],
  );

const partialForAna = `D;30111222;${a};3;${third.payment};500000;PARCIAL;Haber insuficiente`;
const fullForLuis = `D;28999888;${l};3;10000000;10000000;OK;`;

describe('posting results under four eyes', () => {
  it('a file with problems is not kept', async () => {
    const res = await send(results([`D;30111222;${a};4;${third.payment};500000;PARCIAL;`]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Mensaje: payrollMessages.resultsHaveProblems, problemCount: 1 });
    expect(await db.query('SELECT 1 FROM payroll_result_files')).toEqual([]);
  });

  it('a second tesorería approves; each line posts its interest, IVA and deduction, and a loan paid off ends', async () => {
    const proposed = await send(results([fullForLuis]));
    expect(proposed.json()).toMatchObject({ Status: 200, Mensaje: payrollMessages.resultsProposed });
    const id = proposed.json<{ proposalId: number }>().proposalId;
    expect((await send(results([fullForLuis]))).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.resultsFileExists,
    });
    expect((await decide(id, maker)).json()).toEqual({ Status: 403, Mensaje: proposalMessages.sameStaff });
    expect((await loan(l)).estado).toBe(loanStates.deducting);
    // The period shows what waits on it, for the checker to decide there.
    expect(await periodsNow()).toEqual([
      expect.objectContaining({
        state: 'results',
        propuestasPendientes: [expect.objectContaining({ id, kind: 'payroll.results' })],
      }),
    ]);

    expect((await decide(id, checker)).statusCode).toBe(200);
    expect(await loan(l)).toEqual({
      estado: loanStates.paidOff,
      saldo: '0.00',
      cuotas_restantes: 0,
      monto_en_mora: '0.00',
    });
    expect(await movementsOf(l)).toContainEqual({
      concepto: 'Cuota 3/3: descuento de haberes',
      debito: '0.00',
      credito: '100000.00',
      saldo: '0.00',
    });
    const [notice] = await db.query<{ titulo: string }>(
      'SELECT titulo FROM notifications WHERE member_id = $1',
      [luis.id],
    );
    expect(notice?.titulo).toBe('Préstamo cancelado');
    expect((await outbox(db, luis.mail)).map((m) => m.subject)).toContain('Préstamo cancelado');
    const [period] = await db.query<{ state: string }>('SELECT state FROM payroll_periods');
    expect(period?.state).toBe('posted');
    expect(await periodsNow()).toEqual([
      expect.objectContaining({ state: 'posted', propuestasPendientes: [] }),
    ]);
  });

  it('a corrected file posts only what was not posted; a partial deduction leaves arrears', async () => {
    const dry = await postCsv(maker, `${base}/results?dryRun=true`, results([fullForLuis, partialForAna]));
    expect(dry.json()).toMatchObject({ alreadyPosted: 1, toPost: 1, problemCount: 0 });
    const proposed = await send(results([fullForLuis, partialForAna]));
    await decide(proposed.json<{ proposalId: number }>().proposalId, checker);

    const before = 12_000_000 - scheduleCents(12_000_000, 60, 6)[1]!.balance;
    const saldo = 12_000_000 - before + third.interest + third.ivaOnInterest - 500_000;
    expect(await loan(a)).toEqual({
      estado: loanStates.deducting,
      saldo: (saldo / 100).toFixed(2),
      // Installment 3 is partly paid: not counted as paid.
      cuotas_restantes: 4,
      monto_en_mora: ((third.payment - 500_000) / 100).toFixed(2),
    });
    expect((await movementsOf(a)).map((m) => m.concepto).slice(-3)).toEqual([
      'Cuota 3/6: interés',
      'Cuota 3/6: IVA sobre el interés',
      `Cuota 3 de 6: el organismo descontó $ 5.000,00 de ${formatMoney(third.payment / 100)}`,
    ]);
    const [sum] = await db.query<{ total: string }>(
      'SELECT sum(debito) - sum(credito) AS total FROM loan_movements WHERE loan_id = $1',
      [a],
    );
    expect(sum?.total).toBe((saldo / 100).toFixed(2));
    expect((await send(results([fullForLuis, partialForAna]))).json()).toMatchObject({ Status: 409 });
  });

  it('a reversal (four eyes, reason) restores the balances exactly and reopens a loan it had paid off', async () => {
    const postings = (id: number) => maker.get(`/api/console/loans/${id}/postings`);
    const [luisPosting] = (await postings(l)).json<{ items: { id: number; aplicado: number }[] }>().items;
    expect(luisPosting?.aplicado).toBe(100_000);
    const reverse = (id: number, payload: object, as = maker) =>
      as.post(`/api/console/postings/${id}/reversal`, payload);
    expect((await reverse(luisPosting!.id, {})).statusCode).toBe(400);
    const proposed = await reverse(luisPosting!.id, { reason: 'El organismo devolvió el descuento' });
    expect(proposed.json()).toMatchObject({ Mensaje: payrollMessages.reversalProposed });
    expect((await reverse(luisPosting!.id, { reason: 'Otra vez' })).statusCode).toBe(409);
    const id = proposed.json<{ proposalId: number }>().proposalId;
    // The loan's postings show the reversal waiting on that line.
    expect((await postings(l)).json().items[0].reversaPendiente).toMatchObject({
      id,
      kind: 'payroll.reversal',
    });
    expect((await decide(id, maker)).statusCode).toBe(403);
    expect((await decide(id, checker)).statusCode).toBe(200);
    expect((await postings(l)).json().items[0].reversaPendiente).toBeNull();

    expect(await loan(l)).toEqual({
      estado: loanStates.deducting,
      saldo: '100000.00',
      cuotas_restantes: 1,
      // Installment 3 fell due on 2026-11-30: unpaid again, it is owed.
      monto_en_mora: '100000.00',
    });
    const [counter] = await db.query<{ concepto: string; debito: string }>(
      `SELECT concepto, debito FROM loan_movements WHERE loan_id = $1 ORDER BY id DESC LIMIT 1`,
      [l],
    );
    expect(counter).toEqual({
      concepto: 'Reversión de cuota 3/3: descuento de haberes (El organismo devolvió el descuento)',
      debito: '100000.00',
    });
    expect((await postings(l)).json().items[0].reversedAt).toEqual(expect.any(String));
    expect((await reverse(luisPosting!.id, { reason: 'De nuevo' })).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.postingReversed,
    });
    const titles = await db.query<{ titulo: string }>(
      'SELECT titulo FROM notifications WHERE member_id = $1 ORDER BY id',
      [luis.id],
    );
    expect(titles.map((t) => t.titulo)).toEqual(['Préstamo cancelado', 'Corrección de un descuento']);
    const [sum] = await db.query<{ total: string }>(
      'SELECT sum(debito) - sum(credito) AS total FROM loan_movements WHERE loan_id = $1',
      [l],
    );
    expect(sum?.total).toBe('100000.00');
  });
});
