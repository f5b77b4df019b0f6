// The staff module's public entry: staff accounts and their sign-in (the console's guard is console/).
export { createStaffService, type StaffService } from './service';
export { staffSessionRoutes } from './routes';
export { currentTotp } from './totp';
export { revokeStaffSessions } from './session-repository';
