import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

export const REGISTRATION_TTL_SECONDS = 24 * 3600;
export const RESET_TTL_SECONDS = 3600;
export const MAX_REGISTRATION_ATTEMPTS = 5;
export const MAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/** `mail` is always the normalised address (contract normalizeMail). */

export const insertRegistrationToken = (
  q: Queryable,
  t: { reference: string; mail: string; organismoId: number; codeHash: string },
) =>
  q.query(
    `INSERT INTO registration_tokens (reference, mail, organismo_id, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')`,
    [t.reference, t.mail, t.organismoId, t.codeHash, REGISTRATION_TTL_SECONDS],
  );

/**
 * Counts one attempt on every token of this e-mail that may still be used and answers them: the count
 * comes first, in one statement, so parallel tries cannot all read "attempts < max" before any writes.
 */
export const countRegistrationAttempt = (q: Queryable, mail: string) =>
  q.query<{ id: number; code_hash: string; organismo_id: number }>(
    `UPDATE registration_tokens SET attempts = attempts + 1
      WHERE mail = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
      RETURNING id, code_hash, organismo_id`,
    [mail, MAX_REGISTRATION_ATTEMPTS],
  );

/** True only for the one caller that gets to use it. */
export const consumeRegistrationToken = async (q: Queryable, id: number) =>
  (
    await q.query(
      'UPDATE registration_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
      [id],
    )
  ).length === 1;

export const insertResetToken = (q: Queryable, tokenHash: string, memberId: number) =>
  q.query(
    `INSERT INTO password_reset_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [tokenHash, memberId, RESET_TTL_SECONDS],
  );

export const consumeResetToken = async (q: Queryable, tokenHash: string) =>
  (
    await maybeOne<{ member_id: number }>(
      q,
      `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
      [tokenHash],
    )
  )?.member_id;

export const discardResetTokens = (q: Queryable, memberId: number) =>
  q.query('UPDATE password_reset_tokens SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [
    memberId,
  ]);

export const insertMailChangeToken = (q: Queryable, tokenHash: string, memberId: number, newMail: string) =>
  q.query(
    `INSERT INTO mail_change_tokens (token_hash, member_id, new_mail, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 second')`,
    [tokenHash, memberId, newMail, MAIL_CHANGE_TTL_SECONDS],
  );

export const consumeMailChangeToken = (q: Queryable, tokenHash: string) =>
  maybeOne<{ member_id: number; new_mail: string }>(
    q,
    `UPDATE mail_change_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id, new_mail`,
    [tokenHash],
  );

export const discardMailChangeTokens = (q: Queryable, memberId: number) =>
  q.query('UPDATE mail_change_tokens SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [
    memberId,
  ]);
