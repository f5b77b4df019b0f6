import { describe, expect, it } from 'vitest';
import { paths, proposalMessages, rateMessages, type RateLine, type RateTableDraft } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createBorrower, createRateLine, dniDocuments } from '../../support/loan-request-factories';
import { signedInStaff } from '../staff/staff-support';
import { argentineToday } from '../../../src/modules/rates/validation';

const { app, db, post } = await createTestApp({ staffTotp: false });
const maker = await signedInStaff(app, 'parametros@r.test', ['parametros']);
const checker = await signedInStaff(app, 'parametros2@r.test', ['parametros']);
const soporte = await signedInStaff(app, 'soporte@r.test', ['soporte']);
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });

const today = argentineToday();
const draft: RateTableDraft = {
  minAmount: 100_000,
  maxAmount: 1_000_000,
  step: 100_000,
  rows: [
    { cuotas: 6, tna: 60 },
    { cuotas: 12, tna: 65 },
  ],
  vigenteDesde: today,
};

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const preview = (d: object, cookie = maker) => send('POST', '/api/console/rates/preview', cookie, d);
const propose = (d: object, cookie = maker, line = lineId) =>
  send('POST', `/api/console/rates/${line}/versions`, cookie, { reason: 'Baja de tasas', ...d });
const decide = (id: number, cookie: string) =>
  send('POST', `/api/console/proposals/${id}/approve`, cookie, {});
const lines = async () =>
  (await send('GET', '/api/console/rates', maker)).json<{ items: RateLine[]; cftTope: unknown }>();
const lineOf = async () => (await lines()).items.find((l) => l.id === lineId)!;

type Plan = { MontoPrestado: number; CantidadCuotas: number; MontoCuota: number; TNA: number; CFT: number };
const plansOf = async (uat: string) =>
  (await post(paths.plans, { uat, LineaId: lineId })).json<{ PlanesDisponibles: Plan[] }>().PlanesDisponibles;

describe('rate table drafts', () => {
  it('previews TNA, TEA and CFT per row with the loan math', async () => {
    const res = await preview(draft);
    expect(res.statusCode).toBe(200);
    const { rows, problems } = res.json<{
      rows: { cuotas: number; tea: number; cft: number }[];
      problems: string[];
    }>();
    expect(problems).toEqual([]);
    // (1 + 0.65 / 12)^12 - 1 = 88.33%.
    expect(rows[1]).toMatchObject({ cuotas: 12, tna: 65, tea: 88.33 });
    expect(rows[1]!.cft).toBeGreaterThan(rows[1]!.tea);
  });

  it.each<[string, Partial<RateTableDraft>, string]>([
    ['no rows', { rows: [] }, rateMessages.noRows],
    [
      'a gap at the top of the range',
      { maxAmount: 950_000 },
      rateMessages.gap('$ 950.000,00', '$ 100.000,00', '$ 900.000,00'),
    ],
    ['a max below the min', { maxAmount: 50_000 }, rateMessages.maxBelowMin],
    ['a zero step', { step: 0 }, rateMessages.step],
    [
      'overlapping rows',
      {
        rows: [
          { cuotas: 12, tna: 60 },
          { cuotas: 6, tna: 60 },
          { cuotas: 12, tna: 70 },
        ],
      },
      rateMessages.overlap(3, 1, 12),
    ],
    [
      'a negative rate',
      {
        rows: [
          { cuotas: 6, tna: 60 },
          { cuotas: 12, tna: -1 },
        ],
      },
      rateMessages.negative(2),
    ],
    ['an absurd rate', { rows: [{ cuotas: 12, tna: 650 }] }, rateMessages.absurd(1, 650)],
    ['three decimals', { rows: [{ cuotas: 12, tna: 65.125 }] }, rateMessages.decimals(1)],
    ['an installment count out of range', { rows: [{ cuotas: 0, tna: 65 }] }, rateMessages.installments(1)],
    ['a past date', { vigenteDesde: '2020-01-01' }, rateMessages.pastDate],
  ])('refuses %s, naming the row', async (_, change, message) => {
    expect((await preview({ ...draft, ...change })).json().problems).toContain(message);
    const res = await propose({ ...draft, ...change });
    expect(res.json()).toEqual({ Status: 400, Mensaje: message });
  });

  it('is for parametros only', async () => {
    expect((await preview(draft, soporte)).statusCode).toBe(403);
    expect((await propose(draft, soporte)).statusCode).toBe(403);
    expect((await send('GET', '/api/console/rates', soporte)).statusCode).toBe(403);
    expect((await propose(draft, maker, 999_999)).json()).toEqual({
      Status: 404,
      Mensaje: rateMessages.lineNotFound,
    });
  });
});

describe('four eyes and the version kept', () => {
  it('takes effect only when another parametros approves; requests and loans keep their own version', async () => {
    const member = await createBorrower(db, 'main', 200_000);
    const before = await plansOf(member.uat);
    const old = before.find((p) => p.MontoPrestado === 300_000 && p.CantidadCuotas === 12)!;
    expect(old.TNA).toBe(79);
    // A request priced with the first table.
    const requested = await post(paths.requestLoan, {
      uat: member.uat,
      ...dniDocuments(),
      LineaPrestamoId: lineId,
      ImporteSolicitado: old.MontoPrestado,
      CantidadCuotas: old.CantidadCuotas,
      MontoCuota: old.MontoCuota,
      Precancelaciones: [],
    });
    expect(requested.json().Status).toBe(200);
    const oldLoanId = requested.json().PrestamoId as number;

    const res = await propose(draft);
    expect(res.json()).toMatchObject({ Status: 200, Mensaje: rateMessages.proposed });
    const proposalId = res.json().id as number;
    expect((await propose(draft)).json()).toEqual({ Status: 409, Mensaje: rateMessages.pendingExists });
    // Pending: shown on the line, nothing changes yet.
    const pending = await lineOf();
    expect(pending.pendiente).toMatchObject({
      id: proposalId,
      kind: 'rates.version',
      proposedBy: 'parametros@r.test',
    });
    expect(pending.versions.map((v) => v.estado)).toEqual(['vigente']);
    expect((await plansOf(member.uat)).find((p) => p.CantidadCuotas === 12)!.TNA).toBe(79);

    // The maker may not approve it; another parametros does.
    expect((await decide(proposalId, maker)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    expect((await decide(proposalId, soporte)).statusCode).toBe(403);
    expect((await decide(proposalId, checker)).statusCode).toBe(200);

    const line = await lineOf();
    expect(line.pendiente).toBeNull();
    expect(line.versions.map((v) => [v.estado, v.id === null])).toEqual([
      ['vigente', false],
      ['anterior', true],
    ]);
    expect(line.versions[0]!.rows.map((r) => [r.cuotas, r.tna])).toEqual([
      [6, 60],
      [12, 65],
    ]);

    // New plans use the new version; the 3-installment row is gone.
    const after = await plansOf(member.uat);
    expect(new Set(after.map((p) => p.CantidadCuotas))).toEqual(new Set([6, 12]));
    const fresh = after.find((p) => p.MontoPrestado === 300_000 && p.CantidadCuotas === 12)!;
    expect(fresh.TNA).toBe(65);
    expect(fresh.MontoCuota).toBeLessThan(old.MontoCuota);

    // The old request keeps its figures and its (first) table; a new one records the new version.
    const [oldRow] = await db.query<{ tna: string; monto_cuota: string; rate_version_id: number | null }>(
      'SELECT tna, monto_cuota, rate_version_id FROM loans WHERE id = $1',
      [oldLoanId],
    );
    expect(oldRow).toEqual({ tna: '79.00', monto_cuota: old.MontoCuota.toFixed(2), rate_version_id: null });
    const other = await createBorrower(db, 'main', 200_000, { dni: '30111222', mail: 'otro@r.test' });
    const newRequest = await post(paths.requestLoan, {
      uat: other.uat,
      ...dniDocuments(),
      LineaPrestamoId: lineId,
      ImporteSolicitado: fresh.MontoPrestado,
      CantidadCuotas: fresh.CantidadCuotas,
      MontoCuota: fresh.MontoCuota,
      Precancelaciones: [],
    });
    expect(newRequest.json().Status).toBe(200);
    const [newRow] = await db.query<{ tna: string; rate_version_id: number | null }>(
      'SELECT tna, rate_version_id FROM loans WHERE id = $1',
      [newRequest.json().PrestamoId],
    );
    expect(newRow).toEqual({ tna: '65.00', rate_version_id: line.versions[0]!.id });

    // The evaluator's view of the old request still prices it with its own table.
    const evaluador = await signedInStaff(app, 'evaluador@r.test', ['evaluador']);
    const plans = (await send('GET', `/api/console/loans/${oldLoanId}/plans`, evaluador)).json();
    expect(plans.solicitado).toMatchObject({ tna: 79, cantidadCuotas: 12, montoPrestado: 300_000 });
  });

  it('a version with a later date waits for its day', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await propose({ ...draft, rows: [{ cuotas: 12, tna: 50 }], vigenteDesde: tomorrow });
    expect((await decide(res.json().id, checker)).statusCode).toBe(200);
    const line = await lineOf();
    expect(line.versions.map((v) => v.estado)).toEqual(['programada', 'vigente', 'anterior']);
    const member = await createBorrower(db, 'main', 200_000, { dni: '30111333', mail: 'tres@r.test' });
    expect((await plansOf(member.uat)).find((p) => p.CantidadCuotas === 12)!.TNA).toBe(65);
  });
});

describe('the organismo CFT cap', () => {
  it('refuses a row whose CFT is above the lowest cap, at proposal and again at approval', async () => {
    const capLine = await createRateLine(db);
    await db.query(`UPDATE organismos SET cft_maximo = 120 WHERE id = 2`);
    const { items, cftTope } = await lines();
    expect(cftTope).toEqual({ organismo: 'Asociación Mutual de Empleados Públicos', cftMaximo: 120 });
    expect(items.length).toBeGreaterThan(1);
    const high = {
      ...draft,
      rows: [
        { cuotas: 6, tna: 50 },
        { cuotas: 12, tna: 90 },
      ],
    };
    const res = await propose(high, maker, capLine);
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toMatch(
      /^Fila 2 \(12 cuotas\): el CFT de [\d,]+ % supera el tope de 120 % de Asociación Mutual de Empleados Públicos$/,
    );
    // Proposed under no cap, approved after one was set: refused then, nothing stored.
    await db.query(`UPDATE organismos SET cft_maximo = NULL`);
    const proposed = await propose(high, maker, capLine);
    expect(proposed.statusCode).toBe(200);
    await db.query(`UPDATE organismos SET cft_maximo = 120 WHERE id = 2`);
    const approval = await decide(proposed.json().id, checker);
    expect(approval.statusCode).toBe(400);
    expect(approval.json().Mensaje).toMatch(/^Fila 2 \(12 cuotas\)/);
    const [{ n }] = (await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_table_versions WHERE line_id = $1',
      [capLine],
    )) as [{ n: number }];
    expect(n).toBe(0);
    await db.query(`UPDATE organismos SET cft_maximo = NULL`);
  });
});
