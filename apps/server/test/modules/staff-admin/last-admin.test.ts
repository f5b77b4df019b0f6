import { describe, expect, it } from 'vitest';
import { staffAdminMessages, type StaffAccount } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { HttpError } from '../../../src/lib/http-error';

const { app, consoleAs } = await createTestApp({ staffTotp: false });

// Two administradores only, and a member of staff who is none.
const a = await consoleAs('a@ultimo.test', ['administrador']);
const b = await consoleAs('b@ultimo.test', ['administrador']);
await consoleAs('x@ultimo.test', ['soporte']);

const accounts = async () => (await a.get('/api/console/staff')).json<{ items: StaffAccount[] }>().items;
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
    const proposed = await b.post(`/api/console/staff/${ids.a}/roles`, {
      roles: ['auditor'],
      reason: 'Rotación',
    });
    const proposalId = proposed.json<{ proposalId: number }>().proposalId;
    expect((await a.post(`/api/console/staff/${ids.b}/disable`)).statusCode).toBe(200);
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
    expect((await a.post(`/api/console/staff/${ids.b}/enable`)).statusCode).toBe(200);
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
