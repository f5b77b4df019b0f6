import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  consoleApiPrefix,
  consoleMessages,
  permissionsOf,
  staffSessionCookie,
  type Permission,
  type StaffRole,
} from '@portal/contract';
import type { Queryable } from '../db/connection';
import { HttpError } from '../lib/http-error';
import { hashToken } from '../lib/secret-token';
import { STAFF_ABSOLUTE_SECONDS, touchLiveStaffSession } from './session-store';

/** A signed-in staff member, as the staff guard leaves it on `request.staff`. */
export interface StaffSession {
  id: number;
  email: string;
  roles: StaffRole[];
  permissions: ReadonlySet<Permission>;
  tokenHash: string;
}

const noSession = () => new HttpError(401, consoleMessages.noSession);

export const staffToken = (request: FastifyRequest) =>
  request.server.parseCookie(request.headers.cookie ?? '')[staffSessionCookie];

export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean) {
  void reply.setCookie(staffSessionCookie, token, {
    path: consoleApiPrefix,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: STAFF_ABSOLUTE_SECONDS,
  });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(staffSessionCookie, {
    path: consoleApiPrefix,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/**
 * A cross-site request cannot carry the cookie (SameSite=Strict), and state-changing calls from a
 * browser must also come from the console's own origin. Scripts that send no Origin are not browsers.
 */
function checkOrigin(request: FastifyRequest, publicOrigin: string) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) throw new HttpError(403, consoleMessages.crossSite);
}

/**
 * The staff session guard, sibling of the member one: an onRequest hook (the cookie needs no body, so
 * a caller without a session learns nothing from validation) that resolves the cookie's session
 * (never a member's UAT) and leaves the staff member on `request.staff`. `allowPendingTotp` lets the
 * half-open session of a sign-in that still owes its second factor reach the enrolment call only.
 */
export function staffSessionGuard(
  q: Queryable,
  publicUrl: string,
  { allowPendingTotp = false } = {},
): onRequestAsyncHookHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request) => {
    checkOrigin(request, publicOrigin);
    const token = staffToken(request);
    if (!token) throw noSession();
    const tokenHash = hashToken(token);
    const live = await touchLiveStaffSession(q, tokenHash);
    if (!live || (live.pending_totp && !allowPendingTotp)) throw noSession();
    request.staff = {
      id: live.staff_id,
      email: live.email,
      roles: live.roles,
      permissions: permissionsOf(live.roles),
      tokenHash,
    };
  };
}
