// The staff module's public entry: staff accounts and their sign-in (the console's guard is in src/console/).
import fp from 'fastify-plugin';
import { createStaffService, type StaffService } from './service';
import { staffMeRoute, staffSessionRoutes } from './routes';

export { createStaffService, type StaffService } from './service';
export { currentTotp } from './totp';
export { revokeStaffSessions } from './session-repository';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}

/** `app.staff`, signing in and out of the console, and who am I. */
export const staffModule = fp(
  async (app) => {
    app.decorate(
      'staff',
      createStaffService({
        db: app.db,
        limiter: app.rateLimiter,
        publicUrl: app.config.publicUrl,
        totp: app.config.staffTotp ?? true,
        mailer: app.mailer,
      }),
    );
    await app.register(staffSessionRoutes);
    app.consoleRoutes.add(staffMeRoute);
  },
  { name: 'staff', dependencies: ['base', 'staff-session', 'console-routes'] },
);
