import { describe, expect, it } from 'vitest';
import { consoleMessages, consolePaths, paths } from '@portal/contract';
import { createTestApp } from './app';
import { createMember } from './factories';

const { app, db, consoleAs, memberAs } = await createTestApp({ staffTotp: false });

const staffSessions = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions'))[0]!.n;

describe('consoleAs', () => {
  it('signs in once; every call carries the session', async () => {
    const before = await staffSessions();
    const admin = await consoleAs('admin@clientes.test', ['administrador']);
    expect(await staffSessions()).toBe(before + 1);
    for (let i = 0; i < 2; i++) {
      const me = await admin.get(consolePaths.me);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ email: 'admin@clientes.test', roles: ['administrador'] });
    }
    expect((await admin.get('/api/console/settings')).statusCode).toBe(200);
    expect(await staffSessions()).toBe(before + 1);
    const anonymous = await app.inject({ method: 'GET', url: '/api/console/settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a role without the permission gets 403', async () => {
    const soporte = await consoleAs('soporte@clientes.test', ['soporte']);
    const res = await soporte.get('/api/console/settings');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Status: 403, Mensaje: consoleMessages.forbidden });
  });
});

describe('memberAs', () => {
  it('signs the member in; each client sees only its own data', async () => {
    const ana = await createMember(db, { nombres: 'Ana', mail: 'ana@clientes.test' });
    const beto = await createMember(db, { nombres: 'Beto', mail: 'beto@clientes.test' });
    const asAna = await memberAs(ana.mail);
    const asBeto = await memberAs(beto.mail);
    expect(asAna.uat).not.toBe(asBeto.uat);
    const anaData = await asAna.post(paths.userData);
    expect(anaData.statusCode).toBe(200);
    expect(anaData.json()).toMatchObject({ Mail: ana.mail, Nombres: 'Ana' });
    expect((await asBeto.post(paths.userData)).json()).toMatchObject({ Mail: beto.mail, Nombres: 'Beto' });
    expect((await app.inject({ method: 'POST', url: paths.userData, payload: {} })).statusCode).toBe(401);
  });
});
