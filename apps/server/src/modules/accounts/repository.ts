import type { Queryable } from '../../db/connection';
import { normalizeMail } from '@portal/contract';
import { maybeOne } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). `mail` arguments are normalised (normalizeMail). */

export interface MemberRow {
  id: number;
  nombres: string;
  apellido: string;
  mail: string;
  celular: string | null;
  fecha_nacimiento: string | null;
  domicilio: string | null;
  ejercito: boolean;
  organismo_id: number;
  organismo_nombre: string;
  organismo_nombre_corto: string;
  requiere_haberes: boolean;
  foto: Uint8Array | null;
}

export interface OrganismoRow {
  id: number;
  nombre: string;
  nombre_corto: string;
  requiere_haberes: boolean;
  es_ejercito: boolean;
}

const memberViewSelect = `
  SELECT m.id, m.nombres, m.apellido, m.mail, m.celular, to_char(m.fecha_nacimiento, 'DD/MM/YYYY') AS fecha_nacimiento,
         m.domicilio, m.ejercito, m.organismo_id, o.nombre AS organismo_nombre, o.nombre_corto AS organismo_nombre_corto,
         o.requiere_haberes AND NOT m.ejercito AS requiere_haberes,
         p.data AS foto
    FROM members m
    JOIN organismos o ON o.id = m.organismo_id
    LEFT JOIN member_photos p ON p.member_id = m.id`;

export const getMemberView = (q: Queryable, id: number) =>
  maybeOne<MemberRow>(q, `${memberViewSelect} WHERE m.id = $1`, [id]);

export const findCredentials = (q: Queryable, mail: string) =>
  maybeOne<{ id: number; password_hash: string; blocked: boolean }>(
    q,
    'SELECT id, password_hash, blocked_at IS NOT NULL AS blocked FROM members WHERE mail = $1',
    [mail],
  );

export const findMemberIdByMail = async (q: Queryable, mail: string) =>
  (await maybeOne<{ id: number }>(q, 'SELECT id FROM members WHERE mail = $1', [mail]))?.id;

export const dniTaken = async (q: Queryable, dni: string) =>
  (await maybeOne(q, 'SELECT 1 AS taken FROM members WHERE dni = $1', [dni])) !== undefined;

export const getNamesAndMail = (q: Queryable, id: number) =>
  maybeOne<{ nombres: string; apellido: string; mail: string }>(
    q,
    'SELECT nombres, apellido, mail FROM members WHERE id = $1',
    [id],
  );

export interface NewMember {
  dni: string;
  mail: string;
  nombres: string;
  apellido: string;
  celular: string | null;
  fechaNacimiento?: string | null;
  domicilio?: string | null;
  passwordHash: string;
  ejercito: boolean;
  organismoId: number;
}

/**
 * fechaNacimiento as yyyy-mm-dd. Someone whose organismo already reported their capacity before they
 * registered takes it at once (the latest line of their DNI; its age counts from that import).
 */
export async function insertMember(q: Queryable, m: NewMember) {
  const rows = await q.query<{ id: number }>(
    `WITH m AS (
       INSERT INTO members (dni, mail, nombres, apellido, celular, fecha_nacimiento, domicilio, password_hash, ejercito, organismo_id)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10) RETURNING id, dni, organismo_id
     ), reported AS (
       INSERT INTO member_capacities (member_id, capacidad, import_id, period, updated_at)
       SELECT m.id, l.capacidad, l.import_id, i.period, i.created_at
         FROM m
         JOIN LATERAL (SELECT c.* FROM capacity_lines c
                         JOIN capacity_imports ci ON ci.id = c.import_id AND ci.applied_at IS NOT NULL
                        WHERE c.organismo_id = m.organismo_id AND c.dni = m.dni
                        ORDER BY c.import_id DESC, c.line DESC LIMIT 1) l ON true
         JOIN capacity_imports i ON i.id = l.import_id
     )
     SELECT id FROM m`,
    [
      m.dni,
      normalizeMail(m.mail),
      m.nombres,
      m.apellido,
      m.celular,
      m.fechaNacimiento ?? null,
      m.domicilio ?? null,
      m.passwordHash,
      m.ejercito,
      m.organismoId,
    ],
  );
  return rows[0]!.id;
}

export interface ProfileChanges {
  mail?: string;
  celular?: string;
  domicilio?: string | null;
  /** yyyy-mm-dd */
  fechaNacimiento?: string;
  passwordHash?: string;
}

const profileColumns: Record<keyof ProfileChanges, string> = {
  mail: 'mail',
  celular: 'celular',
  domicilio: 'domicilio',
  fechaNacimiento: 'fecha_nacimiento',
  passwordHash: 'password_hash',
};

export async function updateMember(q: Queryable, id: number, changes: ProfileChanges) {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined) as [
    keyof ProfileChanges,
    unknown,
  ][];
  if (entries.length === 0) return;
  // Column names come from the fixed map above, never from input; values are parameters.
  const sets = entries.map(
    ([key], i) => `${profileColumns[key]} = $${i + 2}${key === 'fechaNacimiento' ? '::date' : ''}`,
  );
  await q.query(`UPDATE members SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...entries.map(([, v]) => v),
  ]);
}

export const setPasswordHash = (q: Queryable, id: number, passwordHash: string) =>
  q.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);

export const upsertPhoto = (q: Queryable, memberId: number, mime: string, bytes: Buffer) =>
  q.query(
    `INSERT INTO member_photos (member_id, mime, data) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET mime = excluded.mime, data = excluded.data, updated_at = now()`,
    [memberId, mime, bytes],
  );

export const findOrganismo = (q: Queryable, id: number) =>
  maybeOne<OrganismoRow>(
    q,
    'SELECT id, nombre, nombre_corto, requiere_haberes, es_ejercito FROM organismos WHERE id = $1',
    [id],
  );

export const listOrganismos = (q: Queryable) =>
  q.query<{ id: number; nombre: string }>(
    'SELECT id, nombre FROM organismos WHERE id > 0 ORDER BY nombre, id',
  );
