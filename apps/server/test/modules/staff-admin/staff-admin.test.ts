import { describe, expect, it } from 'vitest';
import {
  consoleMessages,
  consolePaths,
  proposalMessages,
  staffAdminMessages,
  type StaffAccount,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { outbox } from '../../support/mail';
import { STAFF_PASSWORD, createStaff } from '../../support/staff';

const { app, db, consoleAs } = await createTestApp({ staffTotp: false });

const admin = await consoleAs('admin@p.test', ['administrador']);
const admin2 = await consoleAs('admin2@p.test', ['administrador']);
const tesoreria = await consoleAs('tesoreria@p.test', ['tesoreria']);
const auditor = await consoleAs('auditor@p.test', ['auditor']);

const accounts = async () => (await admin.get('/api/console/staff')).json<{ items: StaffAccount[] }>().items;
const idOf = async (email: string) => (await accounts()).find((a) => a.email === email)!.id;
const approve = (id: number, as: ConsoleClient) => as.post(`/api/console/proposals/${id}/approve`);
const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: consolePaths.session,
    headers: { 'content-type': 'application/json' },
    payload: { email, password: STAFF_PASSWORD },
  });
const me = (as: ConsoleClient) => as.get(consolePaths.me);
const auditOf = (entityId: string, action: string) =>
  db.query<{ action: string; staff: string | null; before: unknown; after: unknown; reason: string | null }>(
    `SELECT a.action, s.email AS staff, a.before, a.after, a.reason FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE a.entity = 'staff' AND a.entity_id = $1 AND a.action LIKE $2 ORDER BY a.id`,
    [entityId, action],
  );

describe('the staff list', () => {
  it('shows every account with its roles, state, second factor, password and last sign-in', async () => {
    await createStaff(app, 'nueva@p.test', ['soporte']);
    await app.staff.add('sinclave@p.test', ['evaluador'], { staffId: null, address: null });
    const items = await accounts();
    expect(items.map((a) => a.email)).toEqual([
      'admin2@p.test',
      'admin@p.test',
      'auditor@p.test',
      'nueva@p.test',
      'sinclave@p.test',
      'tesoreria@p.test',
    ]);
    expect(items.find((a) => a.email === 'admin@p.test')).toEqual({
      id: expect.any(Number),
      email: 'admin@p.test',
      roles: ['administrador'],
      activo: true,
      totp: false,
      contrasenaCreada: true,
      creadoEl: expect.any(String),
      ultimoIngreso: expect.any(String),
    });
    expect(items.find((a) => a.email === 'nueva@p.test')).toMatchObject({
      ultimoIngreso: null,
      contrasenaCreada: true,
    });
    expect(items.find((a) => a.email === 'sinclave@p.test')).toMatchObject({ contrasenaCreada: false });
  });

  it('is for the administrador only', async () => {
    for (const as of [tesoreria, auditor]) {
      const res = await as.get('/api/console/staff');
      expect(res.json()).toEqual({ Status: 403, Mensaje: consoleMessages.forbidden });
    }
  });
});

describe('a new account under four eyes', () => {
  const body = { email: 'Cajera@P.test', roles: ['tesoreria', 'auditor'], reason: 'Ingresa a tesorería' };
  let proposalId = 0;

  it('is proposed with a valid e-mail, known roles and a reason, once at a time', async () => {
    expect((await admin.post('/api/console/staff', { ...body, roles: [] })).statusCode).toBe(400);
    expect((await admin.post('/api/console/staff', { ...body, roles: ['jefe'] })).statusCode).toBe(400);
    expect((await admin.post('/api/console/staff', { ...body, reason: '' })).statusCode).toBe(400);
    expect((await tesoreria.post('/api/console/staff', body)).statusCode).toBe(403);
    expect((await admin.post('/api/console/staff', { ...body, email: 'admin2@p.test' })).json()).toEqual({
      Status: 409,
      Mensaje: staffAdminMessages.emailTaken,
    });
    const ok = await admin.post('/api/console/staff', body);
    expect(ok.json()).toMatchObject({ Status: 200, Mensaje: proposalMessages.proposed });
    proposalId = ok.json<{ proposalId: number }>().proposalId;
    expect((await admin2.post('/api/console/staff', body)).json()).toEqual({
      Status: 409,
      Mensaje: staffAdminMessages.pendingExists,
    });
    expect((await accounts()).some((a) => a.email === 'cajera@p.test')).toBe(false);
  });

  it('shows in the inbox of the administradores, not of tesorería', async () => {
    const inbox = (await admin2.get('/api/console/proposals')).json<{ items: unknown[] }>();
    expect(inbox.items).toEqual([
      expect.objectContaining({
        id: proposalId,
        kind: 'staff.create',
        entity: 'staff',
        entityId: 'cajera@p.test',
        proposedBy: 'admin@p.test',
        payload: { email: 'cajera@p.test', roles: ['tesoreria', 'auditor'], reason: 'Ingresa a tesorería' },
      }),
    ]);
    expect((await tesoreria.get('/api/console/proposals')).json()).toEqual({
      items: [],
      next: null,
    });
  });

  it('is refused to its maker and to a checker without staff.manage', async () => {
    expect((await approve(proposalId, admin)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    expect((await approve(proposalId, tesoreria)).statusCode).toBe(403);
  });

  it('once approved, creates the account and e-mails it the one-time link that sets its password', async () => {
    expect((await approve(proposalId, admin2)).json()).toEqual({ id: proposalId, decision: 'approved' });
    expect((await accounts()).find((a) => a.email === 'cajera@p.test')).toMatchObject({
      roles: ['auditor', 'tesoreria'],
      activo: true,
      contrasenaCreada: false,
    });
    const [mail] = await outbox(db, 'cajera@p.test');
    expect(mail?.subject).toBe(staffAdminMessages.setupMailSubject);
    expect(mail?.text_body).toContain('con los roles: Tesorería, Auditor.');
    const token = /\/console\/setup#token=([A-Za-z0-9_%-]+)/.exec(mail!.text_body)?.[1];
    expect(token).toBeDefined();
    const set = await app.inject({
      method: 'POST',
      url: consolePaths.setup,
      headers: { 'content-type': 'application/json' },
      payload: { token: decodeURIComponent(token!), password: STAFF_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn('cajera@p.test')).json()).toMatchObject({
      step: 'done',
      roles: ['auditor', 'tesoreria'],
    });

    const id = String(await idOf('cajera@p.test'));
    expect(await auditOf('cajera@p.test', 'staff.create.%')).toEqual([
      expect.objectContaining({
        action: 'staff.create.propose',
        staff: 'admin@p.test',
        reason: 'Ingresa a tesorería',
      }),
      expect.objectContaining({ action: 'staff.create.approve', staff: 'admin2@p.test' }),
    ]);
    expect(await auditOf(id, 'staff.add')).toEqual([
      expect.objectContaining({
        staff: 'admin2@p.test',
        after: { email: 'cajera@p.test', roles: ['tesoreria', 'auditor'] },
      }),
    ]);
  });

  it('is not applied when the e-mail was taken meanwhile', async () => {
    const proposed = await admin.post('/api/console/staff', { ...body, email: 'doble@p.test' });
    await createStaff(app, 'doble@p.test', ['soporte']);
    const id = proposed.json<{ proposalId: number }>().proposalId;
    expect((await approve(id, admin2)).json()).toEqual({
      Status: 409,
      Mensaje: staffAdminMessages.emailTaken,
    });
    expect(await outbox(db, 'doble@p.test')).toEqual([]);
  });
});

describe('a role change under four eyes', () => {
  it('is refused for one’s own account, for the same roles and for an account that does not exist', async () => {
    const own = await idOf('admin@p.test');
    const reason = 'Cambio de funciones';
    expect(
      (await admin.post(`/api/console/staff/${own}/roles`, { roles: ['auditor'], reason })).json(),
    ).toEqual({
      Status: 403,
      Mensaje: staffAdminMessages.ownAccount,
    });
    const other = await idOf('auditor@p.test');
    expect(
      (await admin.post(`/api/console/staff/${other}/roles`, { roles: ['auditor'], reason })).json(),
    ).toEqual({
      Status: 400,
      Mensaje: staffAdminMessages.sameRoles,
    });
    expect(
      (await admin.post('/api/console/staff/999999/roles', { roles: ['auditor'], reason })).json(),
    ).toEqual({
      Status: 404,
      Mensaje: staffAdminMessages.notFound,
    });
    expect(
      (await tesoreria.post(`/api/console/staff/${other}/roles`, { roles: ['soporte'], reason })).statusCode,
    ).toBe(403);
  });

  it('is refused to the account it changes, and once approved replaces the roles and ends its sessions', async () => {
    const target = await consoleAs('promovida@p.test', ['soporte']);
    const targetId = await idOf('promovida@p.test');
    const proposed = await admin.post(`/api/console/staff/${targetId}/roles`, {
      roles: ['administrador', 'soporte'],
      reason: 'Coordina el área',
    });
    const proposalId = proposed.json<{ proposalId: number }>().proposalId;
    expect((await me(target)).json()).toMatchObject({ roles: ['soporte'] });

    // Once an administrador, the account could decide on its own promotion: refused.
    await db.query(`INSERT INTO staff_roles (staff_id, role) VALUES ($1, 'administrador')`, [targetId]);
    expect((await approve(proposalId, target)).json()).toEqual({
      Status: 403,
      Mensaje: staffAdminMessages.ownAccount,
    });
    await db.query(`DELETE FROM staff_roles WHERE staff_id = $1 AND role = 'administrador'`, [targetId]);

    expect((await approve(proposalId, admin2)).json()).toEqual({ id: proposalId, decision: 'approved' });
    expect((await me(target)).statusCode).toBe(401);
    const again = await consoleAs('promovida@p.test');
    expect((await me(again)).json()).toMatchObject({ roles: ['administrador', 'soporte'] });
    expect(await auditOf(String(targetId), 'staff.roles%')).toEqual([
      expect.objectContaining({
        action: 'staff.roles.propose',
        reason: 'Coordina el área',
        after: expect.objectContaining({ roles: ['administrador', 'soporte'], rolesAnteriores: ['soporte'] }),
      }),
      expect.objectContaining({ action: 'staff.roles.approve', staff: 'admin2@p.test' }),
      {
        action: 'staff.roles',
        staff: 'admin2@p.test',
        before: { roles: ['soporte'] },
        after: { roles: ['administrador', 'soporte'] },
        reason: 'Coordina el área',
      },
    ]);
  });
});

describe('disabling and enabling an account', () => {
  it('acts at once: disabling ends the sessions, enabling lets the person sign in again; both audited', async () => {
    const target = await consoleAs('pausa@p.test', ['evaluador']);
    const id = await idOf('pausa@p.test');
    expect((await tesoreria.post(`/api/console/staff/${id}/disable`)).statusCode).toBe(403);
    expect((await admin.post(`/api/console/staff/${id}/disable`)).json()).toEqual({
      Status: 200,
      Mensaje: staffAdminMessages.disabled,
    });
    expect((await me(target)).statusCode).toBe(401);
    expect((await signIn('pausa@p.test')).statusCode).toBe(401);
    expect((await accounts()).find((a) => a.id === id)?.activo).toBe(false);

    expect((await admin2.post(`/api/console/staff/${id}/enable`)).json()).toEqual({
      Status: 200,
      Mensaje: staffAdminMessages.enabled,
    });
    expect((await signIn('pausa@p.test')).statusCode).toBe(200);
    expect(await auditOf(String(id), 'staff.%able')).toEqual([
      {
        action: 'staff.disable',
        staff: 'admin@p.test',
        before: { activo: true },
        after: { activo: false },
        reason: null,
      },
      {
        action: 'staff.enable',
        staff: 'admin2@p.test',
        before: { activo: false },
        after: { activo: true },
        reason: null,
      },
    ]);
  });

  it('is refused for one’s own account and for an account that does not exist', async () => {
    const own = await idOf('admin@p.test');
    for (const action of ['disable', 'enable'])
      expect((await admin.post(`/api/console/staff/${own}/${action}`)).json()).toEqual({
        Status: 403,
        Mensaje: staffAdminMessages.ownAccount,
      });
    expect((await admin.post('/api/console/staff/999999/disable')).json()).toEqual({
      Status: 404,
      Mensaje: staffAdminMessages.notFound,
    });
    expect((await me(admin)).statusCode).toBe(200);
  });
});
