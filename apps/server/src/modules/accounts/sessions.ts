import type { preHandlerAsyncHookHandler } from 'fastify';
import type { SessionFields } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { unauthorized } from '../../lib/http-error';
import { hashToken, newSecretToken } from './tokens';
import { findLiveSession, insertSession, touchSession } from './session-repository';

/** A signed-in member, as the session guard leaves it on `request.member`. */
export interface Session {
  id: number;
  tokenHash: string;
}

export const sessionToken = (body: SessionFields) => body.UAT || body.uat || undefined;

export async function startSession(q: Queryable, memberId: number) {
  const token = newSecretToken();
  await insertSession(q, hashToken(token), memberId);
  return token;
}

/** The member behind the body's `uat`/`UAT`, or 401 'No hay sesion activa'. */
async function resolveSession(q: Queryable, body: SessionFields): Promise<Session> {
  const token = sessionToken(body);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const live = await findLiveSession(q, tokenHash);
  if (!live) throw unauthorized();
  // At most one write a minute per session: reading data stays a read.
  if (live.stale) await touchSession(q, tokenHash);
  return { id: live.member_id, tokenHash };
}

/**
 * The member session guard: a route's preHandler, so it runs after the body (which carries the token)
 * has been validated, and before the handler, which reads `request.member`. Every member call has it;
 * the staff console's guard is its sibling.
 */
export const memberSessionGuard =
  (q: Queryable): preHandlerAsyncHookHandler =>
  async (request) => {
    request.member = await resolveSession(q, request.body as SessionFields);
  };
