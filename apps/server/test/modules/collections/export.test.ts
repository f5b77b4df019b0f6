// The arrears list as a file for a spreadsheet set for Argentina: the same rows and order as the list, names
// instead of codes, streamed, and every export audited.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { businessDatePaths, collectionsPaths, loanStates, type AuditRow } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { expectNoFormulaCells, parseCsv, readXlsx } from '../../support/spreadsheet';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
const norte = await createOrganismo(db, { id: 4, nombre: 'Municipalidad del Norte' });
const sur = await createOrganismo(db, { id: 5, nombre: 'Hospital "del Sur"; sede' });
const admin = await consoleAs('admin@a.test', ['administrador']);
const auditor = await consoleAs('auditor@a.test', ['auditor']);
const cobranzas = await consoleAs('cobranzas@a.test', ['cobranzas']);

// Text that a spreadsheet could take for a formula, in the member's name and in the contact's note.
const ana = await createMember(db, {
  dni: '30111222',
  nombres: '=HYPERLINK("http://x","clic")',
  apellido: 'González',
  celular: '+5491155554444',
  organismoId: norte,
});
const beto = await createMember(db, { dni: '31222333', nombres: 'Beto', apellido: 'Ruiz', organismoId: sur });
const older = await createLoan(db, beto, {
  estado: loanStates.deducting,
  monto: 120_000,
  tna: 60,
  cuotas: 12,
  nextPeriod: '202608',
});
const newer = await createLoan(db, ana, {
  estado: loanStates.deducting,
  monto: 60_000,
  tna: 60,
  cuotas: 12,
  nextPeriod: '202610',
});

await admin.post(businessDatePaths.businessDate, { fecha: '2026-12-10' });
const saved = await cobranzas.post(collectionsPaths.contacts.replace(':id', String(newer)), {
  canal: 'whatsapp',
  nota: 'Dice: -2+3 y @SUM(A1); paga el 15',
  promesaFecha: '2026-12-15',
  promesaImporte: 12345.6,
});
expect(saved.statusCode, saved.body).toBe(200);

const figures = async (id: number) =>
  (
    await db.query<{ monto_en_mora: string; saldo: string }>(
      'SELECT monto_en_mora, saldo FROM loans WHERE id = $1',
      [id],
    )
  )[0]!;
const comma = (numeric: string) => Number(numeric).toFixed(2).replace('.', ',');

const header = [
  'Préstamo',
  'Socio',
  'DNI',
  'Celular',
  'Correo',
  'Organismo',
  'Línea',
  'Vencida desde',
  'Días de atraso',
  'Situación',
  'Adeudado',
  'Saldo',
  'Último contacto',
  'Canal',
  'Nota del contacto',
  'Promesa de pago',
  'Importe prometido',
  'Promesa incumplida',
];

describe('the arrears list as a file', () => {
  it("is a ';' CSV with a BOM, decimal comma, dd/mm/aaaa and names, that yields no formula cell", async () => {
    const res = await cobranzas.get(`${collectionsPaths.export}?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cobranzas-2026-12-10.csv"');
    expect(res.body.startsWith(`\uFEFF${header.join(';')}\r\n`)).toBe(true);
    const records = parseCsv(res.body.slice(1).trimEnd(), ';');
    expect(records).toHaveLength(3);
    const [b, o] = [await figures(older), await figures(newer)];
    // The list's order: no promise (most days first), then the promise still ahead.
    expect(records[1]).toEqual([
      String(older),
      'Beto Ruiz',
      '31222333',
      '1155554444',
      expect.stringMatching(/@prueba\.com\.ar$/),
      'Hospital "del Sur"; sede',
      'Préstamo Personal',
      '31/08/2026',
      '101',
      'Situación 3: hasta 180 días de atraso',
      comma(b.monto_en_mora),
      comma(b.saldo),
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    const row = records[2]!;
    expect(row.slice(0, 3)).toEqual([String(newer), `'=HYPERLINK("http://x","clic") González`, '30111222']);
    expect(row[3]).toBe("'+5491155554444");
    expect(row.slice(7, 12)).toEqual([
      '31/10/2026',
      '40',
      'Situación 2: hasta 90 días de atraso',
      comma(o.monto_en_mora),
      comma(o.saldo),
    ]);
    // The contact's business date, as every date of the list.
    expect(row[12]).toBe('10/12/2026');
    expect(row.slice(13)).toEqual([
      'WhatsApp',
      "Dice: '-2+3 y '@SUM(A1); paga el 15",
      '15/12/2026',
      '12345,60',
      'No',
    ]);
    expectNoFormulaCells(res.body);
  });

  it('takes the list filters', async () => {
    const res = await cobranzas.get(
      `${collectionsPaths.export}?format=csv&organismoId=${norte}&diasHasta=60`,
    );
    const records = parseCsv(res.body.slice(1).trimEnd(), ';');
    expect(records.map((r) => r[0])).toEqual(['Préstamo', String(newer)]);
    const none = await cobranzas.get(`${collectionsPaths.export}?format=csv&situacion=5`);
    expect(none.body).toBe(`\uFEFF${header.join(';')}\r\n`);
  });

  it('is an XLSX with typed cells, the header frozen, that exceljs reads back', async () => {
    const res = await cobranzas.get(`${collectionsPaths.export}?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="cobranzas-2026-12-10.xlsx"');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.name).toBe('Cobranzas');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...header]);
    expect(sheet.rowCount).toBe(3);
    const o = await figures(newer);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(newer);
    // Text stays text: a cell is never a formula.
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://x","clic") González');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(8).value).toEqual(new Date(Date.UTC(2026, 9, 31)));
    expect(row.getCell(9).value).toBe(40);
    expect(row.getCell(11).value).toBe(Number(o.monto_en_mora));
    expect(row.getCell(11).numFmt).toBe('#,##0.00');
    expect(row.getCell(14).value).toBe('WhatsApp');
    expect(row.getCell(17).value).toBe(12345.6);
  });

  it('is audited with its format and filters, and is for staff who work collections', async () => {
    const rows = (await auditor.get('/api/console/audit?action=export.collections')).json<{
      items: AuditRow[];
    }>().items;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      staff: 'cobranzas@a.test',
      action: 'export.collections',
      entity: 'cobranzas',
      entityId: null,
      after: { format: 'xlsx', fechaNegocio: '2026-12-10' },
    });
    expect(rows[2]!.after).toEqual({
      format: 'csv',
      fechaNegocio: '2026-12-10',
      organismoId: norte,
      diasHasta: 60,
    });
    const bad = await cobranzas.get(`${collectionsPaths.export}?format=pdf`);
    expect(bad.json()).toEqual({ Status: 400, Mensaje: "El formato del archivo es 'csv' o 'xlsx'" });
    expect((await auditor.get(`${collectionsPaths.export}?format=csv`)).statusCode).toBe(403);
  });
});
