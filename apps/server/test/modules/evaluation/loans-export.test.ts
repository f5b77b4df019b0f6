// The loans search as a spreadsheet (issue 24): GET /api/console/loans/export?format=csv|xlsx with the
// search's filters, CSV for Argentina and a typed XLSX, streamed by pages, audited. Days count on the
// business date (pinned here to 2027-01-10), as in loans-search-arrears.test.ts.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { expectNoFormulaCells, parseCsv, readXlsx } from '../../support/spreadsheet';
import { insertTransfer } from '../../../src/modules/evaluation/transfer-repository';

const { db, app, consoleAs } = await createTestApp({
  staffTotp: false,
  now: () => new Date('2027-01-10T15:00:00Z'),
});
const cobranzas = await consoleAs('cobranzas@e.test', ['cobranzas']);
const comunicaciones = await consoleAs('comunicaciones@e.test', ['comunicaciones']);
const attack = '=HYPERLINK("http://x","clic")';
const member = await createMember(db, { dni: '27000444', apellido: attack, nombres: 'Ana' });
const terms = { estado: loanStates.deducting, monto: 30_000, tna: 0, cuotas: 3 } as const;
// Oldest unpaid due dates: 2026-10-31 (71 days), 2026-12-31 (10 days), none (up to date), and a request.
const late71 = await createLoan(db, member, { ...terms, nextPeriod: '202610' });
const late10 = await createLoan(db, member, { ...terms, nextPeriod: '202612' });
const upToDate = await createLoan(db, member, { ...terms, nextPeriod: '202701' });
const requested = await createLoan(db, member);
const otherOrganismo = await createOrganismo(db, { nombre: 'Policía de la Provincia' });
const other = await createMember(db, { dni: '27000555', apellido: 'Gómez', organismoId: otherOrganismo });
const otherLoan = await createLoan(db, other, { ...terms, nextPeriod: '202611' });

/** A transfer recorded as an approved proposal would record it (the approval path has its own tests). */
async function transferred(loanId: number, fecha: string) {
  const [staff] = await db.query<{ id: number }>('SELECT id FROM staff ORDER BY id LIMIT 1');
  const [proposal] = await db.query<{ id: number }>(
    `INSERT INTO proposals (kind, entity, entity_id, payload, proposed_by) VALUES ('loan.transfer', 'loan', $1, '{}', $2)
     RETURNING id`,
    [loanId, staff!.id],
  );
  const [movement] = await db.query<{ id: number }>(
    'SELECT min(id) AS id FROM loan_movements WHERE loan_id = $1',
    [loanId],
  );
  await insertTransfer(db, {
    loanId,
    proposalId: proposal!.id,
    fecha,
    importe: 30_000,
    referencia: 'TRF-1',
    movementId: movement!.id,
    paidOff: [],
  });
}
await transferred(late71, '2026-09-20');
await transferred(late10, '2026-11-20');
await app.businessDate.runDailyJobs('2027-01-10', '2027-01-10');

const header =
  'Préstamo;Socio;DNI;Organismo;Línea;Estado;Otorgado;Monto prestado;Cuotas;Valor de cuota;Saldo;' +
  'Días de atraso;Situación;Adeudado';
const csv = async (query: string) => {
  const res = await cobranzas.get(`/api/console/loans/export?format=csv&${query}`);
  expect(res.statusCode).toBe(200);
  return { res, records: parseCsv(res.body.replace(/^\uFEFF/, '').trimEnd(), ';') };
};
const ids = async (query: string) => (await csv(query)).records.slice(1).map((cells) => Number(cells[0]));
const lastAudit = async () =>
  (
    await db.query<{ staff: string; entity: string; entity_id: string | null; after: object }>(
      `SELECT s.email AS staff, a.entity, a.entity_id, a.after FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'export.loans' ORDER BY a.id DESC LIMIT 1`,
    )
  )[0];

describe('the loans export', () => {
  it("is a ';' CSV for Argentina with the search's rows, no formula cell, and an audit row", async () => {
    const { res, records } = await csv('dni=27000444');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="prestamos-2027-01-10.csv"');
    expect(res.body.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(records.slice(1).map((cells) => Number(cells[0]))).toEqual([requested, upToDate, late10, late71]);
    const byId = new Map(records.slice(1).map((cells) => [Number(cells[0]), cells]));
    expect(byId.get(late71)).toEqual([
      String(late71),
      `'${attack}, Ana`,
      '27000444',
      'Asociación Mutual de Empleados Públicos',
      'Préstamo Personal',
      loanStates.deducting,
      '20/09/2026',
      '30000,00',
      '3',
      '10000,00',
      '30000,00',
      '71',
      '2',
      '30000,00',
    ]);
    expect(byId.get(late10)!.slice(6)).toEqual([
      '20/11/2026',
      '30000,00',
      '3',
      '10000,00',
      '30000,00',
      '10',
      '1',
      '10000,00',
    ]);
    // A request: no transfer date, nothing owed.
    expect(byId.get(requested)!.slice(5)).toEqual([
      loanStates.pendingEvaluation,
      '',
      expect.stringMatching(/^\d+,\d{2}$/),
      '12',
      expect.stringMatching(/^\d+,\d{2}$/),
      '0,00',
      '0',
      '1',
      '0,00',
    ]);
    // The guarded name is quoted in the file, and split on ';' or ',' no cell starts a formula.
    expect(res.body).toContain(`;"'${attack.replace(/"/g, '""')}, Ana";`);
    expectNoFormulaCells(res.body);

    const audit = await lastAudit();
    expect(audit).toMatchObject({
      staff: 'cobranzas@e.test',
      entity: 'loan',
      entity_id: null,
    });
    expect(audit!.after).toEqual({ format: 'csv', dni: '27000444', prestamos: 4 });
  });

  it('keeps to the same filters as the search', async () => {
    expect(await ids('dni=27000444&enMora=true')).toEqual([late10, late71]);
    expect(await ids('dni=27000444&situacion=2')).toEqual([late71]);
    expect(await ids('dni=27000444&diasDesde=5&diasHasta=30')).toEqual([late10]);
    expect(await ids('dni=27000444&otorgadoDesde=2026-09-21')).toEqual([late10]);
    expect(await ids('dni=27000444&otorgadoHasta=2026-11-19')).toEqual([late71]);
    expect(await ids(`organismoId=${otherOrganismo}`)).toEqual([otherLoan]);
    expect(await ids(`organismoId=${otherOrganismo}&enMora=true&estado=${loanStates.deducting}`)).toEqual([
      otherLoan,
    ]);
    expect(await ids(`prestamoId=${late10}`)).toEqual([late10]);
    expect(await ids('apellido=Gom')).toEqual([otherLoan]);
    expect(await ids('dni=27000444&estado=Cancelado')).toEqual([]);
    // The same loans the search finds, with the same totals.
    const search = (await cobranzas.get('/api/console/loans?enMora=true&limit=100')).json<{
      items: { id: number }[];
      totals: { prestamos: number };
    }>();
    expect(await ids('enMora=true')).toEqual(search.items.map((i) => i.id));
    expect((await lastAudit())!.after).toEqual({
      format: 'csv',
      enMora: 'true',
      prestamos: search.totals.prestamos,
    });
  });

  it('is a typed XLSX workbook with the same columns, the header frozen', async () => {
    const res = await cobranzas.get('/api/console/loans/export?format=xlsx&dni=27000444&enMora=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="prestamos-2027-01-10.xlsx"');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.name).toBe('Préstamos');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header.split(';'));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(late71);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(`${attack}, Ana`);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(7).value).toEqual(new Date(Date.UTC(2026, 8, 20)));
    expect(row.getCell(8).value).toBe(30_000);
    expect(row.getCell(8).numFmt).toBe('#,##0.00');
    expect(row.getCell(12).value).toBe(71);
    expect(row.getCell(13).value).toBe(2);
    expect(row.getCell(14).value).toBe(30_000);
    expect(sheet.getRow(2).getCell(14).value).toBe(10_000);
    expect((await lastAudit())!.after).toEqual({
      format: 'xlsx',
      dni: '27000444',
      enMora: 'true',
      prestamos: 2,
    });
  });

  it('reads every loan once, page after page', async () => {
    const many = await createMember(db, { dni: '27000666' });
    const [line] = await db.query<{ id: number }>('SELECT id FROM loan_lines ORDER BY id LIMIT 1');
    await db.query(
      `INSERT INTO loans (member_id, line_id, producto, estado, monto_prestado, monto_cuota, cantidad_cuotas,
                          cuotas_restantes, tna, cft)
       SELECT $1, $2, 'Préstamo Personal', $3, 1000 + g, 100, 12, 12, 79, 120 FROM generate_series(1, 5050) g`,
      [many.id, line!.id, loanStates.pendingEvaluation],
    );
    const { records } = await csv('dni=27000666');
    const found = records.slice(1).map((cells) => Number(cells[0]));
    expect(found).toHaveLength(5050);
    expect(new Set(found).size).toBe(5050);
    expect(found).toEqual([...found].sort((a, b) => b - a));
    expect(records[1]![7]).toBe('6050,00');
    expect(records.at(-1)![7]).toBe('1001,00');
    expect((await lastAudit())!.after).toMatchObject({ prestamos: 5050 });
  });

  it('is for roles that read loans, with a format and valid filters', async () => {
    expect((await comunicaciones.get('/api/console/loans/export?format=csv')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/console/loans/export?format=csv' })).statusCode,
    ).toBe(401);
    for (const bad of [
      '',
      'format=pdf',
      'format=csv&situacion=6',
      'format=csv&cursor=5',
      'format=csv&limit=5',
    ])
      expect((await cobranzas.get(`/api/console/loans/export?${bad}`)).statusCode, bad).toBe(400);
    const [refused] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'export.loans' AND s.email = 'comunicaciones@e.test'`,
    );
    expect(refused!.n).toBe(0);
  });
});
