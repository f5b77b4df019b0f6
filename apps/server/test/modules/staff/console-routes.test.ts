import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import {
  businessDatePaths,
  consoleLoanPaths,
  consolePaths,
  organismoPaths,
  postingPaths,
  permissionsOf,
  staffAdminPaths,
  staffRoles,
  type Permission,
} from '@portal/contract';
import { createSignedInMember } from '../../support/factories';
import { appWithRoutes } from '../../support/registered-routes';
import { signedInStaff } from '../../support/staff';

// Every console route, found as Fastify registers it: a new route is checked without anyone listing it.
const { app, db, routes } = await appWithRoutes({ staffTotp: false });

/** Reachable without a console session: signing in, and setting a password with the e-mailed link. */
const open = new Set([
  `POST ${consolePaths.session}`,
  `POST ${consolePaths.setup}`,
  `POST ${consolePaths.unlock}`,
]);
/** A session is all they need: who am I, sign out, finish enrolment, the organismos' names, today. */
const sessionOnly = new Set([
  `GET ${consolePaths.me}`,
  `GET ${organismoPaths.list}`,
  `GET ${businessDatePaths.businessDate}`,
  `DELETE ${consolePaths.session}`,
  `POST ${consolePaths.totp}`,
]);

const consoleRoutes = routes
  .filter((r) => r.url.startsWith('/api/console/'))
  .flatMap((r) => [r.method].flat().map((method) => ({ key: `${method} ${r.url}`, method, route: r })))
  .filter((r) => r.method !== 'HEAD');
const hooks = (route: RouteOptions) => [route.onRequest ?? []].flat() as ((...a: unknown[]) => unknown)[];
const permissionOf = (route: RouteOptions) =>
  hooks(route)
    .map((h) => (h as { permission?: Permission }).permission)
    .find((p) => p !== undefined);
const urlOf = (url: string) => url.replace(':id', '1').replace(':period', '202601');

describe('every console route', () => {
  it('runs the staff guard first and, past the session calls, one permission check', () => {
    // Signing out and finishing enrolment take the half-open session of a sign-in owing its code.
    const halfOpen = new Set([`DELETE ${consolePaths.session}`, `POST ${consolePaths.totp}`]);
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(9);
    // The walk finds routes by registration: these, for one, with the permission each needs.
    const walked = new Map(consoleRoutes.map((r) => [r.key, permissionOf(r.route)]));
    expect(
      Object.fromEntries([...walked].filter(([key]) => /\/(plans|reversal)$|\/staff/.test(key))),
    ).toEqual({
      [`GET ${consoleLoanPaths.plans}`]: 'loans.read',
      [`POST ${consoleLoanPaths.transferReversal}`]: 'reversals.propose',
      [`GET ${staffAdminPaths.list}`]: 'staff.manage',
      [`POST ${staffAdminPaths.create}`]: 'staff.manage',
      [`POST ${staffAdminPaths.roles}`]: 'staff.manage',
      [`POST ${staffAdminPaths.disable}`]: 'staff.manage',
      [`POST ${staffAdminPaths.enable}`]: 'staff.manage',
      [`POST ${postingPaths.reversal}`]: 'reversals.propose',
      [`POST ${consoleLoanPaths.paymentReversal}`]: 'payments.propose',
    });
    for (const { key, route } of consoleRoutes) {
      if (open.has(key)) continue;
      // The console scope runs the staff guard before a route's own hooks (the 401 test below proves
      // it reaches every route); the half-open calls, outside that scope, carry their own.
      if (halfOpen.has(key)) expect(hooks(route)[0], key).toBeTypeOf('function');
      else expect(hooks(route), key).toHaveLength(sessionOnly.has(key) ? 0 : 1);
      if (!sessionOnly.has(key)) expect(permissionOf(route), key).toBeDefined();
    }
  });

  it("answers 401 without a session and to a member's UAT, before looking at the request", async () => {
    const member = await createSignedInMember(db);
    for (const { key, method, route } of consoleRoutes) {
      if (open.has(key)) continue;
      for (const headers of [
        {},
        { cookie: `portal_console=${member.uat}` },
        { authorization: `Bearer ${member.uat}` },
      ]) {
        const res = await app.inject({ method: method as 'GET', url: urlOf(route.url), headers });
        expect(res.statusCode, `${key} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('answers 403 to a staff member whose roles lack its permission', async () => {
    let n = 0;
    for (const { key, method, route } of consoleRoutes) {
      const permission = permissionOf(route);
      if (!permission) continue;
      const without = staffRoles.filter((role) => !permissionsOf([role]).has(permission));
      expect(without.length, key).toBeGreaterThan(0);
      const cookie = await signedInStaff(app, `sin-permiso-${n++}@staff.test`, without);
      const res = await app.inject({ method: method as 'GET', url: urlOf(route.url), headers: { cookie } });
      expect(res.statusCode, key).toBe(403);
    }
  });
});
