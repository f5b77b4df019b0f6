import type { StaffRole } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

export interface StaffRow {
  id: number;
  email: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_enrolled: boolean;
  totp_last_step: string | null;
  disabled: boolean;
  roles: StaffRole[];
}

const staffSelect = `
  SELECT s.id, s.email, s.password_hash, s.totp_secret, s.totp_enrolled_at IS NOT NULL AS totp_enrolled,
         s.totp_last_step, s.disabled_at IS NOT NULL AS disabled,
         COALESCE(array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
    FROM staff s LEFT JOIN staff_roles r ON r.staff_id = s.id`;

export const findStaffByEmail = (q: Queryable, email: string) =>
  maybeOne<StaffRow>(q, `${staffSelect} WHERE s.email = $1 GROUP BY s.id`, [email]);

export const findStaffById = (q: Queryable, id: number) =>
  maybeOne<StaffRow>(q, `${staffSelect} WHERE s.id = $1 GROUP BY s.id`, [id]);

export const listStaff = (q: Queryable) => q.query<StaffRow>(`${staffSelect} GROUP BY s.id ORDER BY s.email`);

export async function insertStaff(
  q: Queryable,
  email: string,
  roles: readonly StaffRole[],
  passwordHash?: string,
) {
  const { id } = await one<{ id: number }>(
    q,
    'INSERT INTO staff (email, password_hash) VALUES ($1, $2) RETURNING id',
    [email, passwordHash ?? null],
  );
  for (const role of roles)
    await q.query('INSERT INTO staff_roles (staff_id, role) VALUES ($1, $2)', [id, role]);
  return id;
}

export const setDisabled = (q: Queryable, id: number, disabled: boolean) =>
  q.query(`UPDATE staff SET disabled_at = ${disabled ? 'now()' : 'NULL'} WHERE id = $1`, [id]);

export const setPasswordHash = (q: Queryable, id: number, passwordHash: string) =>
  q.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [id, passwordHash]);

export const proposeTotpSecret = (q: Queryable, id: number, secret: string) =>
  q.query('UPDATE staff SET totp_secret = $2 WHERE id = $1 AND totp_enrolled_at IS NULL', [id, secret]);

/**
 * Records that the code of `step` was used (and enrols the secret if it was only proposed); false when
 * that step or a later one was used already: a code works once, even under parallel tries.
 */
export async function useTotpStep(q: Queryable, id: number, step: number) {
  const rows = await q.query(
    `UPDATE staff SET totp_last_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now())
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [id, step],
  );
  return rows.length === 1;
}

export const insertSetupToken = (q: Queryable, tokenHash: string, staffId: number, ttlSeconds: number) =>
  q.query(
    `INSERT INTO staff_setup_tokens (token_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [tokenHash, staffId, ttlSeconds],
  );

/** The staff id of a live setup link, used up in the same statement. */
export async function consumeSetupToken(q: Queryable, tokenHash: string) {
  const row = await maybeOne<{ staff_id: number }>(
    q,
    `UPDATE staff_setup_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
    [tokenHash],
  );
  return row?.staff_id;
}
