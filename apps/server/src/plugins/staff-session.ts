import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { staffSessionGuard, type StaffSession } from '../console/session';

/**
 * The console's session cookie, `app.staffSession` (the onRequest hook every console route lists before its
 * permission check) and the `staff` it leaves on the request (null elsewhere).
 */
export const staffSession = fp(
  async (app) => {
    // No global hook: only console routes read the cookie, so member calls do not pay for parsing it.
    await app.register(cookie, { hook: false });
    app.decorateRequest<StaffSession | null>('staff', null);
    app.decorate('staffSession', staffSessionGuard(app.db, app.config.publicUrl));
  },
  { name: 'staff-session' },
);
