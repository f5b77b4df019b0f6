import type { onRequestAsyncHookHandler, FastifyRequest } from 'fastify';
import { consoleMessages, type Permission } from '@portal/contract';
import { HttpError } from '../lib/http-error';
import { limitedAddress } from '../lib/client-address';

/**
 * After the staff guard: 403 unless one of the staff member's roles grants `permission`. The hook
 * carries its permission, so a test can check every console route against the role table.
 */
export function requirePermission(permission: Permission) {
  const check: onRequestAsyncHookHandler = async (request) => {
    if (!request.staff.permissions.has(permission)) throw new HttpError(403, consoleMessages.forbidden);
  };
  return Object.assign(check, { permission });
}

/** Who acts on a console call, for the audit row: the signed-in staff member and the client address. */
export interface StaffActor {
  staffId: number;
  address: string;
}

export const staffActor = (request: FastifyRequest): StaffActor => ({
  staffId: request.staff.id,
  address: limitedAddress(request, request.server.config.trustProxy ?? false),
});
