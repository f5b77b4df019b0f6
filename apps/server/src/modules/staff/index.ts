// The staff module's public entry: staff accounts, their sessions and the console's guard.
export { createStaffService, type StaffService } from './service';
export {
  requirePermission,
  staffActor,
  staffSessionGuard,
  type StaffActor,
  type StaffSession,
} from './sessions';
export { staffSessionRoutes } from './routes';
export { currentTotp } from './totp';
export { revokeStaffSessions } from './session-repository';
