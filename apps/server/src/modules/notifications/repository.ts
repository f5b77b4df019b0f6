import type { Queryable } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). */

export interface NotificationRow {
  id: number;
  titulo: string;
  descripcion: string;
  fecha: Date;
  toma_conocimiento: boolean;
}

export interface NewNotification {
  titulo: string;
  descripcion: string;
  /** The date the member sees; defaults to now. */
  fecha?: Date | string;
}

/**
 * Gives a member a notification, inside the caller's transaction when `q` is one (e.g. the loans module
 * on a loan's state change, so the notification exists exactly when the change does). Returns its id.
 */
export async function addNotification(q: Queryable, memberId: number, n: NewNotification): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO notifications (member_id, titulo, descripcion, fecha)
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now())) RETURNING id`,
    [memberId, n.titulo, n.descripcion, n.fecha ?? null],
  );
  return rows[0]!.id;
}

/** Many notifications in one statement (a posting's notices), inside the caller's transaction. */
export async function addNotifications(
  q: Queryable,
  rows: readonly { memberId: number; titulo: string; descripcion: string }[],
) {
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = rows.slice(i, i + 5000);
    await q.query(
      `INSERT INTO notifications (member_id, titulo, descripcion)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
      [batch.map((r) => r.memberId), batch.map((r) => r.titulo), batch.map((r) => r.descripcion)],
    );
  }
}

/** The member's notifications newest first; with `afterId` > 0 only those created after it (Id > afterId). */
export const listMemberNotifications = (q: Queryable, memberId: number, afterId: number) =>
  q.query<NotificationRow>(
    `SELECT id, titulo, descripcion, fecha, toma_conocimiento FROM notifications
      WHERE member_id = $1 AND id > $2
      ORDER BY fecha DESC, id DESC`,
    [memberId, afterId],
  );

/*
 * The marking writes match on id AND member_id: another member's notification is simply not found, and
 * nothing about it changes. Both keep the first time recorded, so repeating a call changes nothing.
 * They return whether the member has that notification.
 */

export async function acknowledge(q: Queryable, memberId: number, id: number) {
  const rows = await q.query(
    `UPDATE notifications SET toma_conocimiento = true, conocimiento_at = COALESCE(conocimiento_at, now())
      WHERE id = $1 AND member_id = $2 RETURNING id`,
    [id, memberId],
  );
  return rows.length > 0;
}

export async function markViewed(q: Queryable, memberId: number, id: number) {
  const rows = await q.query(
    `UPDATE notifications SET visto_at = COALESCE(visto_at, now())
      WHERE id = $1 AND member_id = $2 RETURNING id`,
    [id, memberId],
  );
  return rows.length > 0;
}
