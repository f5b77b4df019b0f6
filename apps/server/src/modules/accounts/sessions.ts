import type { Queryable } from '../../plugins/db';
import { unauthorized } from '../../lib/http-error';
import { hashToken, newSecretToken } from './tokens';
import { findLiveSession, insertSession, touchSession } from './session-repository';

export interface SessionBody {
  uat?: string | undefined;
  UAT?: string | undefined;
}

export interface Session {
  memberId: number;
  tokenHash: string;
}

export const sessionToken = (body: SessionBody) => body.UAT || body.uat || undefined;

export async function startSession(q: Queryable, memberId: number) {
  const token = newSecretToken();
  await insertSession(q, hashToken(token), memberId);
  return token;
}

/** The hash of the body's token, or 401. */
export function requireToken(body: SessionBody) {
  const token = sessionToken(body);
  if (!token) throw unauthorized();
  return hashToken(token);
}

/** The member behind the body's `uat`/`UAT`, or 401 'No hay sesion activa'. */
export async function requireSession(q: Queryable, body: SessionBody): Promise<Session> {
  const tokenHash = requireToken(body);
  const live = await findLiveSession(q, tokenHash);
  if (!live) throw unauthorized();
  // At most one write a minute per session: reading data stays a read.
  if (live.stale) await touchSession(q, tokenHash);
  return { memberId: live.member_id, tokenHash };
}
