import type { Queryable } from '../../db/connection';
import { one } from '../../db/connection';

export interface SettingsRow {
  support_email: string;
  support_whatsapp: string | null;
  updated_at: Date;
  updated_by: string | null;
}

const select = (lock: boolean) =>
  `SELECT s.support_email, s.support_whatsapp, s.updated_at, st.email AS updated_by
     FROM settings s LEFT JOIN staff st ON st.id = s.updated_by WHERE s.id = 1${lock ? ' FOR UPDATE OF s' : ''}`;

/** The one settings row (migration 017 inserts it). */
export const readSettings = (q: Queryable, lock = false) => one<SettingsRow>(q, select(lock));

export const updateSettings = (
  q: Queryable,
  s: { supportEmail: string; supportWhatsapp: string | null },
  staffId: number,
) =>
  q.query(
    `UPDATE settings SET support_email = $1, support_whatsapp = $2, updated_at = now(), updated_by = $3
      WHERE id = 1`,
    [s.supportEmail, s.supportWhatsapp, staffId],
  );
