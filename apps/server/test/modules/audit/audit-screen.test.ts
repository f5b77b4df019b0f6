import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { auditActionLabels, auditEntityLabels, type AuditRow } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { expectNoFormulaCells, parseCsv, readXlsx } from '../../support/spreadsheet';

const { db, consoleAs } = await createTestApp({ staffTotp: false });

const auditor = await consoleAs('auditor@a.test', ['auditor']);
const evaluador = await consoleAs('evaluador@a.test', ['evaluador']);
const get = (url: string, as = auditor) => as.get(url);

const member = await createMember(db);
const loans = [await createLoan(db, member), await createLoan(db, member), await createLoan(db, member)];
for (const id of loans)
  await evaluador.post(`/api/console/loans/${id}/cancel`, {
    reason:
      id === loans[2]
        ? '=HYPERLINK("http://x","clic"), "con comillas"'
        : id === loans[1]
          ? 'x;=1+1;y,-2+3,@SUM(A1)\t=1'
          : 'Pedido del socio',
  });

describe('the audit screen', () => {
  it('filters by staff, action, entity and id, newest first, a page at a time', async () => {
    const first = (await get('/api/console/audit?staff=EVALUADOR@a.test&entity=loan&limit=2')).json<{
      items: AuditRow[];
      next: string;
    }>();
    expect(first.items.map((r) => r.entityId)).toEqual([String(loans[2]), String(loans[1])]);
    expect(first.items[0]).toMatchObject({
      staff: 'evaluador@a.test',
      action: 'loan.cancel_by_entity',
      before: { estado: 'Pendiente de evaluación' },
      after: { estado: 'Anulado por entidad' },
    });
    const second = (
      await get(`/api/console/audit?staff=evaluador@a.test&entity=loan&limit=2&cursor=${first.next}`)
    ).json<{ items: AuditRow[]; next: string | null }>();
    expect(second).toEqual({ items: [expect.objectContaining({ entityId: String(loans[0]) })], next: null });

    const staffChanges = (await get('/api/console/audit?action=staff')).json<{ items: AuditRow[] }>();
    expect(new Set(staffChanges.items.map((r) => r.action))).toEqual(
      // Sign-ins are audited too (issue 22): the staff members of this file signed in.
      new Set(['staff.add', 'staff.password_set', 'staff.signin']),
    );
    const one = (await get(`/api/console/audit?entity=loan&entityId=${loans[1]}`)).json<{
      items: AuditRow[];
    }>();
    expect(one.items).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/api/console/audit?from=${tomorrow}`)).json()).toEqual({ items: [], next: null });
  });

  it('has a Spanish name for every action and entity it recorded (the console and the timelines show them)', async () => {
    const rows = (await get('/api/console/audit?limit=200')).json<{ items: AuditRow[] }>().items;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(auditActionLabels[row.action], row.action).toEqual(expect.any(String));
      expect(auditEntityLabels[row.entity], row.entity).toEqual(expect.any(String));
    }
  });

  it("exports the same rows as a ';' CSV for Argentina that yields no formula cell, and audits the export", async () => {
    const res = await get(`/api/console/audit.csv?entity=loan`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    expect(
      res.body.startsWith(
        '\uFEFFN°;Fecha y hora;Personal;Dirección;Acción;Entidad;Id;Antes;Después;Motivo\r\n',
      ),
    ).toBe(true);
    const records = parseCsv(res.body.slice(1).trimEnd(), ';');
    expect(records).toHaveLength(4);
    const [, newest, middle] = records;
    expect(newest![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(newest!.slice(2, 7)).toEqual([
      'evaluador@a.test',
      expect.any(String),
      'Anuló el préstamo',
      'Préstamo',
      String(loans[2]),
    ]);
    expect(newest![9]).toBe(`'=HYPERLINK("http://x","clic"), "con comillas"`);
    expect(middle![9]).toBe(`x;'=1+1;y,'-2+3,'@SUM(A1)\t'=1`);
    // The attack replayed: split on ';' and on ',', no cell starts a formula.
    expectNoFormulaCells(res.body);

    const [row] = await db.query<{ staff: string; address: string; entity: string; after: object }>(
      `SELECT s.email AS staff, a.address, a.entity, a.after FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE a.action = 'export.audit' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({
      staff: 'auditor@a.test',
      entity: 'auditoria',
      after: { format: 'csv', entity: 'loan' },
    });
    expect(row!.address).toBeTruthy();
  });

  it('exports the same columns as a typed XLSX workbook', async () => {
    const res = await get(`/api/console/audit.xlsx?entity=loan`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria.xlsx"');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'N°',
      'Fecha y hora',
      'Personal',
      'Dirección',
      'Acción',
      'Entidad',
      'Id',
      'Antes',
      'Después',
      'Motivo',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);
    const newest = sheet.getRow(2);
    expect(newest.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(newest.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(newest.getCell(5).value).toBe('Anuló el préstamo');
    expect(newest.getCell(10).value).toBe('=HYPERLINK("http://x","clic"), "con comillas"');
    expect(newest.getCell(10).type).toBe(ExcelJS.ValueType.String);
    const [after] = await db.query<{ after: object }>(
      `SELECT after FROM audit_log WHERE action = 'export.audit' ORDER BY id DESC LIMIT 1`,
    );
    expect(after?.after).toEqual({ format: 'xlsx', entity: 'loan' });
  });

  it('is for roles that read the audit only', async () => {
    expect((await get('/api/console/audit', evaluador)).statusCode).toBe(403);
    expect((await get('/api/console/audit.csv', evaluador)).statusCode).toBe(403);
    expect((await get('/api/console/audit.xlsx', evaluador)).statusCode).toBe(403);
    expect((await get('/api/console/audit?from=ayer')).statusCode).toBe(400);
  });
});
