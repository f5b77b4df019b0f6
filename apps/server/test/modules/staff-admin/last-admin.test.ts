import { describe, expect, it } from 'vitest';
import { staffAdminMessages, type StaffAccount } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { HttpError } from '../../../src/lib/http-error';
import { signedInStaff } from '../../support/staff';

const { app } = await createTestApp({ staffTotp: false });

// Two administradores only, and a member of staff who is none.
const a = await signedInStaff(app, 'a@ultimo.test', ['administrador']);
const b = await signedInStaff(app, 'b@ultimo.test', ['administrador']);
await signedInStaff(app, 'x@ultimo.test', ['soporte']);

const call = (url: string, cookie: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const accounts = async () =>
  (await app.inject({ method: 'GET', url: '/api/console/staff', headers: { cookie: a } })).json<{
    items: StaffAccount[];
  }>().items;
const ids = Object.fromEntries((await accounts()).map((s) => [s.email.split('@')[0]!, s.id]));
const by = (staffId: number) => ({ staffId, address: '127.0.0.1' });
const activeAdmins = async () =>
  (await app.staff.list())
    .filter((s) => !s.disabled && s.roles.includes('administrador'))
    .map((s) => s.email);
const lastAdmin = expect.objectContaining({ status: 409, mensaje: staffAdminMessages.lastAdmin });

describe('an active administrador always remains', () => {
  it('refuses to disable the last one or take the role away from them, also at approval', async () => {
    // Proposed while b is still an active administrador: then allowed.
    const proposed = await call(`/api/console/staff/${ids.a}/roles`, b, {
      roles: ['auditor'],
      reason: 'Rotación',
    });
    const proposalId = proposed.json<{ proposalId: number }>().proposalId;
    expect((await call(`/api/console/staff/${ids.b}/disable`, a)).statusCode).toBe(200);
    expect(await activeAdmins()).toEqual(['a@ultimo.test']);

    // Whoever asks (here someone who is not an administrador, straight to the services), a stays.
    const checker = { id: ids.x!, permissions: new Set(['staff.manage'] as const) };
    await expect(app.proposals.decide(proposalId, checker, by(ids.x!), 'approved', null)).rejects.toThrow(
      HttpError,
    );
    // Refused, not decided: still pending.
    await expect(app.proposals.decide(proposalId, checker, by(ids.x!), 'approved', null)).rejects.toEqual(
      lastAdmin,
    );
    await expect(app.staffAdmin.setDisabled(ids.a!, true, by(ids.x!))).rejects.toEqual(lastAdmin);
    await expect(app.staffAdmin.proposeRoles(ids.a!, ['soporte'], 'Rotación', by(ids.x!))).rejects.toEqual(
      lastAdmin,
    );
    expect(await activeAdmins()).toEqual(['a@ultimo.test']);

    // One change pending per account; adding roles to the last one is fine.
    await expect(
      app.staffAdmin.proposeRoles(ids.a!, ['administrador', 'auditor'], 'Suma', by(ids.x!)),
    ).rejects.toEqual(expect.objectContaining({ status: 409, mensaje: staffAdminMessages.pendingExists }));
    await app.proposals.decide(proposalId, checker, by(ids.x!), 'rejected', 'Queda uno solo');
    await expect(
      app.staffAdmin.proposeRoles(ids.a!, ['administrador', 'auditor'], 'Suma', by(ids.x!)),
    ).resolves.toEqual(expect.any(Number));
    expect((await call(`/api/console/staff/${ids.b}/enable`, a)).statusCode).toBe(200);
  });

  it('of two administradores disabling each other at once, one is refused', async () => {
    expect(await activeAdmins()).toEqual(['a@ultimo.test', 'b@ultimo.test']);
    const results = await Promise.allSettled([
      app.staffAdmin.setDisabled(ids.b!, true, by(ids.a!)),
      app.staffAdmin.setDisabled(ids.a!, true, by(ids.b!)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toEqual({ status: 'rejected', reason: lastAdmin });
    expect(await activeAdmins()).toHaveLength(1);
  });
});
