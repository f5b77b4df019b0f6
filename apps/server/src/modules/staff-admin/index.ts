// The staff administration module's public entry: the administrador manages staff accounts.
export { createStaffAdminService, type StaffAdminService } from './service';
export { staffAdminRoutes } from './routes';
export { staffCreateKind, staffRolesKind } from './kinds';
