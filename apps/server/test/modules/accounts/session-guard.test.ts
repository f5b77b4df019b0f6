import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { paths, serverMessages } from '@portal/contract';
import { createSignedInMember } from '../../support/factories';
import { appWithRoutes } from '../../support/registered-routes';

const { app, db, routes } = await appWithRoutes();

const bodyKeys = (route: RouteOptions) =>
  Object.keys((route.schema?.body as z.ZodObject | undefined)?.shape ?? {});
const guards = (route: RouteOptions) => [route.preHandler ?? []].flat();

describe('the member session guard', () => {
  const sessionRoutes = routes.filter((r) => bodyKeys(r).includes('uat') && r.url !== paths.logout);

  it('runs before every call that takes a session token (logout alone ends one without it)', () => {
    expect(sessionRoutes.length).toBeGreaterThanOrEqual(17);
    for (const route of sessionRoutes) expect(guards(route), route.url).toContain(app.memberSession);
    const unguarded = routes.filter((r) => !bodyKeys(r).includes('uat'));
    for (const route of unguarded) expect(guards(route), route.url).not.toContain(app.memberSession);
  });

  it('answers 401 for a missing, forged or revoked token, and lets a live one through', async () => {
    const member = await createSignedInMember(db);
    const call = (body: object) =>
      app.inject({
        method: 'POST',
        url: paths.loans,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    for (const body of [{}, { uat: 'x'.repeat(64) }, { UAT: 'forged' }]) {
      const res = await call(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
    }
    expect((await call({ uat: member.uat })).statusCode).toBe(200);
    await db.query('UPDATE sessions SET revoked_at = now()');
    expect((await call({ uat: member.uat })).statusCode).toBe(401);
  });
});
