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
    MemberSummaryRow & {
      celular: string | null;
      ejercito: boolean;
      created_at: Date;
      blocked_at: Date | null;
      open_sessions: number;
    }
  >(
    q,
    `SELECT m.id, m.nombres, m.apellido, m.dni, m.mail, o.nombre AS organismo, m.blocked_at IS NOT NULL AS blocked,
            m.celular, m.ejercito, m.created_at, m.blocked_at,
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

/**
 * Everything held on a member, for an access request (Ley 25.326 art. 14): one JSON document. Secrets
 * are left out: the password hash, and session and link tokens (only their dates are listed).
 */
export const memberDataExport = (q: Queryable, memberId: number) =>
  maybeOne<{ data: Record<string, unknown> }>(
    q,
    `SELECT jsonb_build_object(
       'socio', (SELECT to_jsonb(m) - 'password_hash' FROM members m WHERE m.id = $1),
       'organismo', (SELECT to_jsonb(o) FROM organismos o JOIN members m ON m.organismo_id = o.id WHERE m.id = $1),
       'foto', (SELECT jsonb_build_object('mime', p.mime, 'base64', encode(p.data, 'base64'), 'actualizada', p.updated_at)
                  FROM member_photos p WHERE p.member_id = $1),
       'capacidad', (SELECT to_jsonb(c) FROM member_capacities c WHERE c.member_id = $1),
       'sesiones', COALESCE((SELECT jsonb_agg(jsonb_build_object('creada', s.created_at, 'ultimoUso', s.last_seen_at,
                     'vence', s.expires_at, 'cerrada', s.revoked_at) ORDER BY s.created_at)
                     FROM sessions s WHERE s.member_id = $1), '[]'),
       'prestamos', COALESCE((SELECT jsonb_agg(to_jsonb(l) || jsonb_build_object(
                     'movimientos', COALESCE((SELECT jsonb_agg(to_jsonb(mv) - 'loan_id' ORDER BY mv.registrado_at, mv.id)
                                              FROM loan_movements mv WHERE mv.loan_id = l.id), '[]'),
                     'cuotas', COALESCE((SELECT jsonb_agg(to_jsonb(i) - 'loan_id' ORDER BY i.numero)
                                         FROM loan_installments i WHERE i.loan_id = l.id), '[]'),
                     'pagos', COALESCE((SELECT jsonb_agg(to_jsonb(p) - 'loan_id' - 'proposal_id' - 'allocation_id'
                                                ORDER BY p.id)
                                        FROM loan_payments p WHERE p.loan_id = l.id), '[]'),
                     'situaciones', COALESCE((SELECT jsonb_agg(to_jsonb(h) - 'loan_id' ORDER BY h.id)
                                              FROM loan_situation_history h WHERE h.loan_id = l.id), '[]'),
                     'contactosDeCobranza', COALESCE((SELECT jsonb_agg(jsonb_build_object('fecha', c.created_at,
                                     'canal', c.canal, 'nota', c.nota, 'promesaFecha', c.promesa_fecha,
                                     'promesaImporte', c.promesa_importe) ORDER BY c.id)
                                   FROM loan_contacts c WHERE c.loan_id = l.id), '[]'),
                     'solicitud', (SELECT to_jsonb(r) FROM loan_requests r WHERE r.loan_id = l.id),
                     'documentos', COALESCE((SELECT jsonb_agg(jsonb_build_object('tipo', d.kind, 'mime', d.mime,
                                     'base64', encode(d.data, 'base64'), 'fecha', d.created_at) ORDER BY d.id)
                                   FROM loan_request_documents d WHERE d.loan_id = l.id), '[]'),
                     'firmaSolicitud', (SELECT encode(s.png, 'base64') FROM loan_request_signatures s WHERE s.loan_id = l.id),
                     'firmaConfirmacion', (SELECT encode(s.png, 'base64') FROM loan_signatures s WHERE s.loan_id = l.id),
                     'legajoPdf', (SELECT encode(f.pdf, 'base64') FROM loan_files f WHERE f.loan_id = l.id)
                   ) ORDER BY l.fecha, l.id) FROM loans l WHERE l.member_id = $1), '[]'),
       'notificaciones', COALESCE((SELECT jsonb_agg(to_jsonb(n) - 'member_id' ORDER BY n.fecha, n.id)
                          FROM notifications n WHERE n.member_id = $1), '[]'),
       'correosEnviados', COALESCE((SELECT jsonb_agg(jsonb_build_object('asunto', o.subject, 'fecha', o.created_at,
                            'enviado', o.sent_at) ORDER BY o.id)
                            FROM mail_outbox o JOIN members m ON lower(o.to_address) = lower(m.mail) WHERE m.id = $1), '[]'),
       'accionesDelPersonal', COALESCE((SELECT jsonb_agg(jsonb_build_object('fecha', a.at, 'accion', a.action,
                                'entidad', a.entity, 'id', a.entity_id, 'motivo', a.reason) ORDER BY a.id)
                                FROM audit_log a WHERE (a.entity = 'member' AND a.entity_id = $1::text)
                                   OR (a.entity = 'loan' AND a.entity_id IN
                                       (SELECT l.id::text FROM loans l WHERE l.member_id = $1))), '[]')
     ) AS data`,
    [memberId],
  );
