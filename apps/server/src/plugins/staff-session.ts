import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { onRequestAsyncHookHandler } from 'fastify';
import { staffSessionGuard, type StaffSession } from '../console/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff session guard, the console scope's `onRequest` (plugins/console-routes.ts). */
    staffSession: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in staff member; set by the staff session guard, so read it only on console routes. */
    staff: StaffSession;
  }
}

/**
 * The console's session cookie, `app.staffSession` (the onRequest hook of the console scope, before
 * each route's permission check) and the `staff` it leaves on the request (null elsewhere).
 */
export const staffSession = fp(
  async (app) => {
    // No global hook: only console routes read the cookie, so member calls do not pay for parsing it.
    await app.register(cookie, { hook: false });
    app.decorateRequest<StaffSession | null>('staff', null);
    app.decorate('staffSession', staffSessionGuard(app.db, app.config.publicUrl));
  },
  { name: 'staff-session', dependencies: ['base'] },
);
