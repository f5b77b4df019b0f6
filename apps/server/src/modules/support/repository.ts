import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

export interface MemberSummaryRow {
  id: number;
  nombres: string;
  apellido: string;
  dni: string;
  mail: string;
  organismo: string;
  blocked: boolean;
}

const summary = `SELECT m.id, m.nombres, m.apellido, m.dni, m.mail, o.nombre AS organismo, m.blocked_at IS NOT NULL AS blocked
                   FROM members m JOIN organismos o ON o.id = m.organismo_id`;

/**
 * Up to 25 members: by DNI (digits), by e-mail (with @), else by surname prefix, case and accents aside.
 * Each form uses its own index (members_dni_key, members_mail_key, members_apellido_folded_idx).
 */
export function searchMembers(q: Queryable, text: string) {
  if (/^\d+$/.test(text)) return q.query<MemberSummaryRow>(`${summary} WHERE m.dni = $1`, [text]);
  if (text.includes('@'))
    return q.query<MemberSummaryRow>(`${summary} WHERE lower(m.mail) = lower($1)`, [text]);
  const prefix = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return q.query<MemberSummaryRow>(
    `${summary} WHERE fold_name(m.apellido) LIKE fold_name($1) || '%' ORDER BY fold_name(m.apellido), m.id LIMIT 25`,
    [prefix],
  );
}

export const findMember = (q: Queryable, id: number, lock = false) =>
  maybeOne<
    MemberSummaryRow & { celular: string | null; ejercito: boolean; created_at: Date; open_sessions: number }
  >(
    q,
    `SELECT m.id, m.nombres, m.apellido, m.dni, m.mail, o.nombre AS organismo, m.blocked_at IS NOT NULL AS blocked,
            m.celular, m.ejercito, m.created_at,
            (SELECT count(*)::int FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL
                AND s.idle_expires_at > now() AND s.expires_at > now()) AS open_sessions
       FROM members m JOIN organismos o ON o.id = m.organismo_id WHERE m.id = $1${lock ? ' FOR UPDATE OF m' : ''}`,
    [id],
  );

export const listMemberLoans = (q: Queryable, memberId: number) =>
  q.query<{ id: number; producto: string; estado: string; saldo: string; fecha: Date }>(
    'SELECT id, producto, estado, saldo, fecha FROM loans WHERE member_id = $1 ORDER BY fecha DESC, id DESC',
    [memberId],
  );

export const listMemberNotifications = (q: Queryable, memberId: number) =>
  q.query<{ id: number; titulo: string; fecha: Date; visto: boolean; conocimiento: boolean }>(
    `SELECT id, titulo, fecha, visto_at IS NOT NULL AS visto, toma_conocimiento AS conocimiento
       FROM notifications WHERE member_id = $1 ORDER BY fecha DESC, id DESC LIMIT 100`,
    [memberId],
  );

export const updateIdentity = (
  q: Queryable,
  id: number,
  c: { nombres: string; apellido: string; dni: string },
) =>
  q.query('UPDATE members SET nombres = $2, apellido = $3, dni = $4, updated_at = now() WHERE id = $1', [
    id,
    c.nombres,
    c.apellido,
    c.dni,
  ]);

export const setBlocked = (q: Queryable, id: number, blocked: boolean) =>
  q.query(`UPDATE members SET blocked_at = ${blocked ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [
    id,
  ]);

export const revokeAllSessions = (q: Queryable, memberId: number) =>
  q.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [memberId]);
