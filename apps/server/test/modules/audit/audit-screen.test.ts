import { describe, expect, it } from 'vitest';
import { auditActionLabels, auditEntityLabels, type AuditRow, type StaffRole } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { csvLine } from '../../../src/lib/csv-line';
import { signedInStaff } from '../staff/staff-support';

const { app, db } = await createTestApp({ staffTotp: false });

const staffCookie = (email: string, roles: StaffRole[]) => signedInStaff(app, email, roles);
const auditor = await staffCookie('auditor@a.test', ['auditor']);
const evaluador = await staffCookie('evaluador@a.test', ['evaluador']);
const get = (url: string, cookie = auditor) => app.inject({ method: 'GET', url, headers: { cookie } });

const member = await createMember(db);
const loans = [await createLoan(db, member), await createLoan(db, member), await createLoan(db, member)];
for (const id of loans)
  await app.inject({
    method: 'POST',
    url: `/api/console/loans/${id}/cancel`,
    headers: { cookie: evaluador, 'content-type': 'application/json' },
    payload: {
      reason: id === loans[2] ? '=HYPERLINK("http://x","clic"), "con comillas"' : 'Pedido del socio',
    },
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

  it('exports the same rows as CSV that a spreadsheet reads safely', async () => {
    const res = await get(`/api/console/audit.csv?entity=loan`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,fecha,personal,direccion,accion,entidad,id_entidad,antes,despues,motivo');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`'=HYPERLINK(""http://x"",""clic""), ""con comillas""`);
    expect(csvLine(['a,b', 'c"d', null, 3, '-1+2', '@x'])).toBe(`"a,b","c""d",,3,'-1+2,'@x\r\n`);
  });

  it('is for roles that read the audit only', async () => {
    expect((await get('/api/console/audit', evaluador)).statusCode).toBe(403);
    expect((await get('/api/console/audit.csv', evaluador)).statusCode).toBe(403);
    expect((await get('/api/console/audit?from=ayer')).statusCode).toBe(400);
  });
});
