// The staff administration module's public entry: the administrador manages staff accounts.
import fp from 'fastify-plugin';
import { createStaffAdminService, type StaffAdminService } from './service';
import { staffAdminRoutes } from './routes';
import { staffCreateKind, staffRolesKind } from './kinds';

declare module 'fastify' {
  interface FastifyInstance {
    staffAdmin: StaffAdminService;
  }
}

/** `app.staffAdmin`, its console routes, and the proposals to add staff and change their roles. */
export const staffAdminModule = fp(
  async (app) => {
    app.proposals.register(staffCreateKind(app.staff, app.mailer));
    app.proposals.register(staffRolesKind());
    app.decorate('staffAdmin', createStaffAdminService({ db: app.db, proposals: app.proposals }));
    app.consoleRoutes.add(staffAdminRoutes);
  },
  { name: 'staff-admin', dependencies: ['base', 'staff', 'proposals', 'console-routes'] },
);
