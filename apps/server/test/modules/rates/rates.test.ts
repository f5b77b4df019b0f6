import { describe, expect, it } from 'vitest';
import {
  consoleLoanMessages,
  paths,
  proposalMessages,
  rateMessages,
  type RateTableDraft,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createBorrower, createRateLine, dniDocuments } from '../../support/loan-request-factories';
import { argentineDay } from '@portal/contract/argentine-day';
import { ratesApi, type Plan } from '../../support/rates';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });
const maker = await consoleAs('parametros@r.test', ['parametros']);
const checker = await consoleAs('parametros2@r.test', ['parametros']);
const soporte = await consoleAs('soporte@r.test', ['soporte']);
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });
const api = ratesApi(post, maker);

const range = { minAmount: 100_000, maxAmount: 1_000_000, step: 100_000 };
const draft: RateTableDraft = {
  rows: [
    { ...range, cuotas: 6, tna: 60 },
    { ...range, cuotas: 12, tna: 65 },
  ],
  vigenteDesde: argentineDay(new Date()),
};
/** Two tiers: small amounts dearer, and 24 installments only for the larger ones. */
const low = { minAmount: 50_000, maxAmount: 200_000, step: 50_000 };
const high = { minAmount: 300_000, maxAmount: 900_000, step: 100_000 };
const tiered: RateTableDraft = {
  rows: [
    { ...low, cuotas: 6, tna: 80 },
    { ...low, cuotas: 12, tna: 85 },
    { ...high, cuotas: 12, tna: 70 },
    { ...high, cuotas: 24, tna: 75 },
  ],
  vigenteDesde: argentineDay(new Date()),
};
const withRows = (rows: RateTableDraft['rows']) => ({ ...draft, rows });

describe('rate table drafts', () => {
  it('previews TNA, TEA and CFT per row with the loan math', async () => {
    const res = await api.preview(draft);
    expect(res.statusCode).toBe(200);
    const { rows, problems } = res.json<{
      rows: { cuotas: number; tea: number; cft: number }[];
      problems: string[];
    }>();
    expect(problems).toEqual([]);
    // (1 + 0.65 / 12)^12 - 1 = 88.33%.
    expect(rows[1]).toMatchObject({ ...range, cuotas: 12, tna: 65, tea: 88.33 });
    expect(rows[1]!.cft).toBeGreaterThan(rows[1]!.tea);
  });

  it('previews several amount ranges, each row with its own range', async () => {
    const { rows, problems } = (await api.preview(tiered)).json<{
      rows: { minAmount: number; cuotas: number; tea: number }[];
      problems: string[];
    }>();
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.minAmount, r.cuotas])).toEqual([
      [50_000, 6],
      [50_000, 12],
      [300_000, 12],
      [300_000, 24],
    ]);
  });

  it.each<[string, Partial<RateTableDraft>, string]>([
    ['no rows', { rows: [] }, rateMessages.noRows],
    [
      'a range its step does not reach the top of',
      withRows([
        { ...range, cuotas: 6, tna: 60 },
        { ...range, maxAmount: 950_000, cuotas: 12, tna: 60 },
      ]),
      rateMessages.gap(2, '$ 950.000,00', '$ 100.000,00', '$ 900.000,00'),
    ],
    [
      'a max below the min',
      withRows([{ ...range, maxAmount: 50_000, cuotas: 6, tna: 60 }]),
      rateMessages.maxBelowMin(1),
    ],
    ['a zero step', withRows([{ ...range, step: 0, cuotas: 6, tna: 60 }]), rateMessages.step(1)],
    [
      'a count repeated for one range',
      withRows([
        { ...range, cuotas: 12, tna: 60 },
        { ...range, cuotas: 6, tna: 60 },
        { ...range, cuotas: 12, tna: 70 },
      ]),
      rateMessages.overlap(3, 1, 12),
    ],
    [
      'overlapping amount ranges',
      withRows([
        { ...low, cuotas: 6, tna: 80 },
        { ...high, cuotas: 12, tna: 70 },
        { minAmount: 150_000, maxAmount: 350_000, step: 50_000, cuotas: 18, tna: 75 },
      ]),
      rateMessages.rangeOverlap(3, 1, '$ 150.000,00', '$ 350.000,00'),
    ],
    [
      'a gap between amount ranges',
      withRows([
        { ...low, cuotas: 6, tna: 80 },
        { ...high, minAmount: 400_000, cuotas: 12, tna: 70 },
      ]),
      rateMessages.rangeGap(2, 1, '$ 200.000,00', '$ 400.000,00'),
    ],
    [
      'a negative rate',
      withRows([
        { ...range, cuotas: 6, tna: 60 },
        { ...range, cuotas: 12, tna: -1 },
      ]),
      rateMessages.negative(2),
    ],
    ['an absurd rate', withRows([{ ...range, cuotas: 12, tna: 650 }]), rateMessages.absurd(1, 650)],
    ['three decimals', withRows([{ ...range, cuotas: 12, tna: 65.125 }]), rateMessages.decimals(1)],
    [
      'an installment count out of range',
      withRows([{ ...range, cuotas: 0, tna: 65 }]),
      rateMessages.installments(1),
    ],
    ['a past date', { vigenteDesde: '2020-01-01' }, rateMessages.pastDate],
  ])('refuses %s, naming the row', async (_, change, message) => {
    expect((await api.preview({ ...draft, ...change })).json().problems).toContain(message);
    const res = await api.propose(lineId, { ...draft, ...change });
    expect(res.json()).toEqual({ Status: 400, Mensaje: message });
  });

  it('is for parametros only', async () => {
    expect((await api.preview(draft, soporte)).statusCode).toBe(403);
    expect((await api.propose(lineId, draft, soporte)).statusCode).toBe(403);
    expect((await api.proposeLine('Línea X', draft, soporte)).statusCode).toBe(403);
    expect((await api.rename(lineId, 'Otro nombre', soporte)).statusCode).toBe(403);
    expect((await api.send('GET', '/api/console/rates', soporte)).statusCode).toBe(403);
    expect((await api.propose(999_999, draft)).json()).toEqual({
      Status: 404,
      Mensaje: rateMessages.lineNotFound,
    });
  });
});

describe('four eyes and the version kept', () => {
  it('takes effect only when another parametros approves; requests and loans keep their own version', async () => {
    const member = await createBorrower(db, 'main', 200_000);
    const before = await api.plans(member.uat, lineId);
    const old = before.find((p) => p.MontoPrestado === 300_000 && p.CantidadCuotas === 12)!;
    expect(old.TNA).toBe(79);
    // A request priced with the first table.
    const requested = await request(member.uat, old);
    expect(requested.json().Status).toBe(200);
    const oldLoanId = requested.json().PrestamoId as number;

    const res = await api.propose(lineId, draft);
    expect(res.json()).toMatchObject({ Status: 200, Mensaje: rateMessages.proposed });
    const proposalId = res.json().proposalId as number;
    expect((await api.propose(lineId, draft)).json()).toEqual({
      Status: 409,
      Mensaje: rateMessages.pendingExists,
    });
    // Pending: shown on the line, nothing changes yet.
    const pending = await api.line(lineId);
    expect(pending.pendiente).toMatchObject({
      id: proposalId,
      kind: 'rates.version',
      proposedBy: 'parametros@r.test',
    });
    expect(pending.versions.map((v) => v.estado)).toEqual(['vigente']);
    expect((await api.plans(member.uat, lineId)).find((p) => p.CantidadCuotas === 12)!.TNA).toBe(79);

    // The maker may not approve it; another parametros does.
    expect((await api.decide(proposalId, maker)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    expect((await api.decide(proposalId, soporte)).statusCode).toBe(403);
    expect((await api.decide(proposalId, checker)).statusCode).toBe(200);

    const line = await api.line(lineId);
    expect(line.pendiente).toBeNull();
    expect(line.versions.map((v) => [v.estado, v.id === null])).toEqual([
      ['vigente', false],
      ['anterior', true],
    ]);
    expect(line.versions[0]!.rows.map((r) => [r.minAmount, r.maxAmount, r.cuotas, r.tna])).toEqual([
      [100_000, 1_000_000, 6, 60],
      [100_000, 1_000_000, 12, 65],
    ]);

    // New plans use the new version; the 3-installment row is gone.
    const after = await api.plans(member.uat, lineId);
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
    const newRequest = await request(other.uat, fresh);
    expect(newRequest.json().Status).toBe(200);
    const [newRow] = await db.query<{ tna: string; rate_version_id: number | null }>(
      'SELECT tna, rate_version_id FROM loans WHERE id = $1',
      [newRequest.json().PrestamoId],
    );
    expect(newRow).toEqual({ tna: '65.00', rate_version_id: line.versions[0]!.id });

    // The evaluator's view of the old request still prices it with its own table.
    const evaluador = await consoleAs('evaluador@r.test', ['evaluador']);
    const plans = (await api.send('GET', `/api/console/loans/${oldLoanId}/plans`, evaluador)).json();
    expect(plans.solicitado).toMatchObject({ tna: 79, cantidadCuotas: 12, montoPrestado: 300_000 });
  });

  it('a version with a later date waits for its day', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await api.propose(lineId, {
      rows: [{ ...range, cuotas: 12, tna: 50 }],
      vigenteDesde: tomorrow,
    });
    expect((await api.decide(res.json().proposalId, checker)).statusCode).toBe(200);
    const line = await api.line(lineId);
    expect(line.versions.map((v) => v.estado)).toEqual(['programada', 'vigente', 'anterior']);
    const member = await createBorrower(db, 'main', 200_000, { dni: '30111333', mail: 'tres@r.test' });
    expect((await api.plans(member.uat, lineId)).find((p) => p.CantidadCuotas === 12)!.TNA).toBe(65);
  });

  it('a tiered version prices each amount with its own range', async () => {
    const tierLine = await createRateLine(db);
    const res = await api.propose(tierLine, tiered);
    expect(res.json().Status).toBe(200);
    expect((await api.decide(res.json().proposalId, checker)).statusCode).toBe(200);
    const member = await createBorrower(db, 'main', 500_000, { dni: '30111444', mail: 'cuatro@r.test' });
    const offered = await api.plans(member.uat, tierLine);
    // Small amounts at 80/85 %, 250,000 in no range, large ones at 70/75 % with 24 installments.
    expect(offered.filter((p) => p.MontoPrestado === 200_000).map((p) => [p.CantidadCuotas, p.TNA])).toEqual([
      [6, 80],
      [12, 85],
    ]);
    expect(offered.some((p) => p.MontoPrestado === 250_000)).toBe(false);
    expect(offered.filter((p) => p.MontoPrestado === 300_000).map((p) => [p.CantidadCuotas, p.TNA])).toEqual([
      [12, 70],
      [24, 75],
    ]);
    // A request for a plan of the upper range is priced with it.
    const plan = offered.find((p) => p.MontoPrestado === 500_000 && p.CantidadCuotas === 24)!;
    expect((await request(member.uat, plan, tierLine)).json().Status).toBe(200);
    // A declared amount below the lowest range's minimum names it.
    const below = await post(paths.plans, {
      uat: member.uat,
      LineaId: tierLine,
      DisponibleDeclarado: 10_000,
    });
    expect(below.json().Mensaje).toBe('El monto mínimo de esta línea es $ 50.000,00');
  });

  it('approves a proposal made before tiers, reading its one range', async () => {
    const oldLine = await createRateLine(db);
    const [staff] = await db.query<{ id: number }>(`SELECT id FROM staff WHERE email = 'parametros@r.test'`);
    const [{ id }] = (await db.query<{ id: number }>(
      `INSERT INTO proposals (kind, entity, entity_id, payload, proposed_by)
       VALUES ('rates.version', 'linea', $1, $2, $3) RETURNING id`,
      [
        String(oldLine),
        JSON.stringify({
          linea: 'vieja',
          minAmount: 100_000,
          maxAmount: 500_000,
          step: 100_000,
          rows: [{ cuotas: 12, tna: 66 }],
          vigenteDesde: argentineDay(new Date()),
          reason: 'Antes de los tramos',
        }),
        staff!.id,
      ],
    )) as [{ id: number }];
    expect((await api.decide(id, checker)).statusCode).toBe(200);
    expect((await api.line(oldLine)).versions[0]!.rows).toMatchObject([
      { minAmount: 100_000, maxAmount: 500_000, step: 100_000, cuotas: 12, tna: 66 },
    ]);
  });
});

describe('the organismo CFT cap', () => {
  const dear = withRows([
    { ...range, cuotas: 6, tna: 50 },
    { ...range, cuotas: 12, tna: 90 },
  ]);

  it("offers each member only the plans within their own organismo's cap, and tells the editor", async () => {
    const capLine = await createRateLine(db);
    const capped = await createBorrower(db, 'main', 500_000, { dni: '30222111', mail: 'tope@r.test' });
    const free = await createBorrower(db, 'other', 500_000, { dni: '30222112', mail: 'libre@r.test' });
    const uncappedPlans = await api.plans(capped.uat, capLine);
    const over = uncappedPlans.filter((p) => p.CFT > 150);
    expect(over.length).toBeGreaterThan(0);
    // Requested before the cap was set.
    const earlier = (await request(capped.uat, over[0]!, capLine)).json().PrestamoId as number;
    await db.query(`UPDATE organismos SET cft_maximo = 150 WHERE id = 2`);
    try {
      const cappedPlans = await api.plans(capped.uat, capLine);
      expect(cappedPlans.length).toBeGreaterThan(0);
      expect(cappedPlans.every((p) => p.CFT <= 150)).toBe(true);
      expect(cappedPlans.length).toBe(uncappedPlans.length - over.length);
      // The other organismo has no cap: its members keep every plan.
      expect((await api.plans(free.uat, capLine)).length).toBe(uncappedPlans.length);
      // A request for a plan over the cap is refused like any plan not offered.
      const refused = await request(capped.uat, over[0]!, capLine);
      expect(refused.json().Mensaje).toBe(
        'El plan elegido no está disponible. Consulte nuevamente los planes.',
      );
      // The evaluator reads why the earlier request is not offered today, and only lower plans within the cap.
      const evaluador = await consoleAs('evaluador2@r.test', ['evaluador']);
      const priced = (await api.send('GET', `/api/console/loans/${earlier}/plans`, evaluador)).json<{
        solicitado: unknown;
        motivo: string;
        alternativas: { cft: number }[];
      }>();
      expect(priced.solicitado).toBeNull();
      expect(priced.motivo).toBe(consoleLoanMessages.planOverCftCap);
      expect(priced.alternativas.length).toBeGreaterThan(0);
      expect(priced.alternativas.every((p) => p.cft <= 150)).toBe(true);

      // A table above one organismo's cap may be proposed: the editor says whose members will not see it.
      const preview = (await api.preview(dear)).json<{ problems: string[]; warnings: string[] }>();
      expect(preview.problems).toEqual([]);
      expect(preview.warnings).toEqual([
        expect.stringMatching(
          /^Fila 2 \(12 cuotas\): el CFT de [\d,]+ % supera el tope de Asociación Mutual de Empleados Públicos \(150 %\)/,
        ),
      ]);
      const { topes, algunoSinTope } = await api.lines();
      expect(topes).toEqual([{ organismo: 'Asociación Mutual de Empleados Públicos', cftMaximo: 150 }]);
      expect(algunoSinTope).toBe(true);
    } finally {
      await db.query(`UPDATE organismos SET cft_maximo = NULL`);
    }
  });

  it('refuses a row above every organismo cap, at proposal and again at approval', async () => {
    const capLine = await createRateLine(db);
    await db.query(`UPDATE organismos SET cft_maximo = 120`);
    await db.query(`UPDATE organismos SET cft_maximo = 130 WHERE id = 2`);
    try {
      const res = await api.propose(capLine, dear);
      expect(res.statusCode).toBe(400);
      expect(res.json().Mensaje).toMatch(
        /^Fila 2 \(12 cuotas\): el CFT de [\d,]+ % supera el tope de todos los organismos \(el más alto es 130 %, de Asociación Mutual de Empleados Públicos\)$/,
      );
      // Proposed under no cap, approved after caps were set: refused then, nothing stored.
      await db.query(`UPDATE organismos SET cft_maximo = NULL`);
      const proposed = await api.propose(capLine, dear);
      expect(proposed.statusCode).toBe(200);
      await db.query(`UPDATE organismos SET cft_maximo = 120`);
      const approval = await api.decide(proposed.json().proposalId, checker);
      expect(approval.statusCode).toBe(400);
      expect(approval.json().Mensaje).toMatch(/^Fila 2 \(12 cuotas\)/);
      const [{ n }] = (await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rate_table_versions WHERE line_id = $1',
        [capLine],
      )) as [{ n: number }];
      expect(n).toBe(0);
    } finally {
      await db.query(`UPDATE organismos SET cft_maximo = NULL`);
    }
  });
});

describe('loan lines', () => {
  it('a new line is offered once another parametros approves it, priced by its first version', async () => {
    const member = await createBorrower(db, 'main', 500_000, { dni: '30333111', mail: 'linea@r.test' });
    const res = await api.proposeLine('Línea Escolar', { ...tiered, vigenteDesde: argentineDay(new Date()) });
    expect(res.json()).toMatchObject({ Status: 200, Mensaje: rateMessages.lineProposed });
    // The same name in other case or without its accents waits once: only one of them could be approved.
    for (const same of ['línea escolar', 'Linea Escolar'])
      expect((await api.proposeLine(same, tiered)).json()).toEqual({
        Status: 409,
        Mensaje: rateMessages.linePendingExists,
      });
    expect((await api.proposeLine('Préstamo personal', tiered)).json()).toEqual({
      Status: 409,
      Mensaje: rateMessages.lineNameTaken,
    });
    expect((await api.proposeLine('Otra línea', withRows([{ ...range, cuotas: 0, tna: 1 }]))).json()).toEqual(
      {
        Status: 400,
        Mensaje: rateMessages.installments(1),
      },
    );
    // Pending: listed as new, not offered to members.
    const listed = await api.lines();
    expect(listed.nuevas).toMatchObject([
      { id: res.json().proposalId, kind: 'lines.create', proposedBy: 'parametros@r.test' },
    ]);
    expect(listed.items.some((l) => l.nombre === 'Línea Escolar')).toBe(false);
    expect(await offeredNames(member.uat)).not.toContain('Línea Escolar');

    expect((await api.decide(res.json().proposalId, maker)).statusCode).toBe(403);
    expect((await api.decide(res.json().proposalId, checker)).statusCode).toBe(200);

    const line = (await api.lines()).items.find((l) => l.nombre === 'Línea Escolar')!;
    expect(line.versions.map((v) => [v.estado, v.rows.length])).toEqual([['vigente', 4]]);
    expect(await offeredNames(member.uat)).toContain('Línea Escolar');
    const offered = await api.plans(member.uat, line.id);
    expect(offered.find((p) => p.MontoPrestado === 600_000 && p.CantidadCuotas === 24)?.TNA).toBe(75);
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'linea' AND action LIKE 'lines.create.%' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['lines.create.propose', 'lines.create.approve']);
  });

  it('a line with a version still to come is not offered before its day', async () => {
    const member = await createBorrower(db, 'main', 500_000, { dni: '30333112', mail: 'futura@r.test' });
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await api.proposeLine('Línea Futura', { ...draft, vigenteDesde: later });
    expect((await api.decide(res.json().proposalId, checker)).statusCode).toBe(200);
    const line = (await api.lines()).items.find((l) => l.nombre === 'Línea Futura')!;
    expect(line.versions.map((v) => v.estado)).toEqual(['programada']);
    expect(await offeredNames(member.uat)).not.toContain('Línea Futura');
    expect((await post(paths.plans, { uat: member.uat, LineaId: line.id })).json().Status).toBe(404);
  });

  it('a rename takes effect when another parametros approves it; loans keep their product name', async () => {
    const member = await createBorrower(db, 'main', 500_000, { dni: '30333113', mail: 'nombre@r.test' });
    const renamed = await createRateLine(db, { nombre: 'Ayuda Económica' });
    const plan = (await api.plans(member.uat, renamed))[0]!;
    const loanId = (await request(member.uat, plan, renamed)).json().PrestamoId as number;

    expect((await api.rename(renamed, 'Ayuda Económica')).json()).toEqual({
      Status: 400,
      Mensaje: rateMessages.sameName,
    });
    expect((await api.rename(renamed, 'PRÉSTAMO PERSONAL')).json()).toEqual({
      Status: 409,
      Mensaje: rateMessages.lineNameTaken,
    });
    const res = await api.rename(renamed, 'Ayuda Solidaria');
    expect(res.json()).toMatchObject({ Status: 200, Mensaje: rateMessages.renameProposed });
    expect((await api.rename(renamed, 'Ayuda Mutual')).json()).toEqual({
      Status: 409,
      Mensaje: rateMessages.renamePendingExists,
    });
    // A rename and a new version may wait side by side.
    const version = await api.propose(renamed, draft);
    expect(version.json().Status).toBe(200);
    const pending = await api.line(renamed);
    expect(pending.renombre).toMatchObject({
      kind: 'lines.rename',
      payload: { linea: 'Ayuda Económica', nombre: 'Ayuda Solidaria' },
    });
    expect(pending.pendiente).toMatchObject({ kind: 'rates.version' });

    expect((await api.decide(res.json().proposalId, checker)).statusCode).toBe(200);
    expect((await api.line(renamed)).nombre).toBe('Ayuda Solidaria');
    expect(await offeredNames(member.uat)).toContain('Ayuda Solidaria');
    const [loan] = await db.query<{ producto: string }>('SELECT producto FROM loans WHERE id = $1', [loanId]);
    expect(loan!.producto).toBe('Ayuda Económica');
  });
});

function request(uat: string, plan: Plan, line = lineId) {
  return post(paths.requestLoan, {
    uat,
    ...dniDocuments(),
    LineaPrestamoId: line,
    ImporteSolicitado: plan.MontoPrestado,
    CantidadCuotas: plan.CantidadCuotas,
    MontoCuota: plan.MontoCuota,
    Precancelaciones: [],
  });
}

async function offeredNames(uat: string) {
  const res = await post(paths.loanLines, { uat });
  return res.json<{ LineasPrestamos: { Nombre: string }[] }>().LineasPrestamos.map((l) => l.Nombre);
}
