import type { StaffRole } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

const rolesOf = `ARRAY(SELECT r.role FROM staff_roles r WHERE r.staff_id = s.id ORDER BY r.role)`;

export interface AccountRow {
  id: number;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
  totp_enrolled: boolean;
  password_set: boolean;
  created_at: Date;
  last_sign_in: Date | null;
}

/** Every staff account (a few dozen at most), by e-mail, with its last completed sign-in. */
export const listAccounts = (q: Queryable) =>
  q.query<AccountRow>(
    `SELECT s.id, s.email, ${rolesOf} AS roles, s.disabled_at IS NOT NULL AS disabled,
            s.totp_enrolled_at IS NOT NULL AS totp_enrolled, s.password_hash IS NOT NULL AS password_set,
            s.created_at,
            (SELECT max(ss.created_at) FROM staff_sessions ss
              WHERE ss.staff_id = s.id AND NOT ss.pending_totp) AS last_sign_in
       FROM staff s ORDER BY s.email`,
  );

export const emailTaken = async (q: Queryable, email: string) =>
  (await q.query('SELECT 1 FROM staff WHERE email = $1', [email])).length > 0;

export interface TargetRow {
  id: number;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
}

export const findAccount = (q: Queryable, id: number) =>
  maybeOne<TargetRow>(
    q,
    `SELECT s.id, s.email, ${rolesOf} AS roles, s.disabled_at IS NOT NULL AS disabled FROM staff s WHERE s.id = $1`,
    [id],
  );

/**
 * Staff administration one change at a time: "is another administrator still active?" must be read
 * after any concurrent change commits. Row locks would not do: a role change writes staff_roles, which
 * a waiting statement's snapshot would not see. Reads (the session guard) are not blocked.
 */
export const lockAdministration = (q: Queryable) =>
  q.query('LOCK TABLE staff_roles IN SHARE ROW EXCLUSIVE MODE');

/** Active administrators other than `staffId`. */
export const otherActiveAdmins = async (q: Queryable, staffId: number) =>
  (
    await one<{ n: number }>(
      q,
      `SELECT count(*)::int AS n FROM staff s JOIN staff_roles r ON r.staff_id = s.id AND r.role = 'administrador'
        WHERE s.disabled_at IS NULL AND s.id <> $1`,
      [staffId],
    )
  ).n;

export async function replaceRoles(q: Queryable, staffId: number, roles: readonly StaffRole[]) {
  await q.query('DELETE FROM staff_roles WHERE staff_id = $1', [staffId]);
  await q.query('INSERT INTO staff_roles (staff_id, role) SELECT $1, unnest($2::text[])', [staffId, roles]);
}

export const setDisabled = (q: Queryable, staffId: number, disabled: boolean) =>
  q.query(`UPDATE staff SET disabled_at = CASE WHEN $2 THEN COALESCE(disabled_at, now()) END WHERE id = $1`, [
    staffId,
    disabled,
  ]);
