import type { Queryable } from '../../db/connection';
import { numericOf } from '../../db/numeric';

export interface OrganismoPayroll {
  id: number;
  capacidad_porcentaje: string;
}

export const findOrganismo = async (q: Queryable, id: number) =>
  (
    await q.query<OrganismoPayroll>('SELECT id, capacidad_porcentaje FROM organismos WHERE id = $1', [id])
  )[0] ?? null;

/** The members of the organismo among these DNIs. */
export const membersByDni = (q: Queryable, organismoId: number, dnis: string[]) =>
  q.query<{ dni: string }>('SELECT dni FROM members WHERE organismo_id = $1 AND dni = ANY($2::text[])', [
    organismoId,
    dnis,
  ]);

export const importExists = async (q: Queryable, organismoId: number, sha256: string) =>
  (
    await q.query(
      'SELECT 1 FROM capacity_imports WHERE organismo_id = $1 AND sha256 = $2 AND applied_at IS NOT NULL',
      [organismoId, sha256],
    )
  ).length > 0;

export const insertImport = async (
  q: Queryable,
  i: { organismoId: number; period: string; sha256: string; lines: number; matched: number; staffId: number },
) =>
  (
    await q.query<{ id: number }>(
      `INSERT INTO capacity_imports (organismo_id, period, sha256, lines, matched, staff_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [i.organismoId, i.period, i.sha256, i.lines, i.matched, i.staffId],
    )
  )[0]!.id;

export interface CapacityLine {
  line: number;
  dni: string;
  cuil: string;
  legajo: string;
  haberNeto: number;
  margen: number | null;
  capacidad: number;
}

/** A batch of lines in one statement (arrays unnested), not one round trip per line. */
export const insertLines = (q: Queryable, importId: number, organismoId: number, lines: CapacityLine[]) =>
  q.query(
    `INSERT INTO capacity_lines (import_id, organismo_id, line, dni, cuil, legajo, haber_neto, margen, capacidad)
     SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[])`,
    [
      importId,
      organismoId,
      lines.map((l) => l.line),
      lines.map((l) => l.dni),
      lines.map((l) => l.cuil),
      lines.map((l) => l.legajo),
      lines.map((l) => numericOf(l.haberNeto)),
      lines.map((l) => (l.margen === null ? null : numericOf(l.margen))),
      lines.map((l) => numericOf(l.capacidad)),
    ],
  );

/** The organismo's row locked: one capacities proposal or approval at a time for it. */
export const lockOrganismo = async (q: Queryable, id: number) =>
  (
    await q.query<OrganismoPayroll>(
      'SELECT id, capacidad_porcentaje FROM organismos WHERE id = $1 FOR UPDATE',
      [id],
    )
  )[0] ?? null;

/** An import proposed and not applied yet, with what the approval needs; null once applied. */
export const pendingImport = async (q: Queryable, id: number) =>
  (
    await q.query<{
      id: number;
      organismo_id: number;
      period: string;
      lines: number;
      matched: number;
      sha256: string;
    }>(
      `SELECT id, organismo_id, period, lines, matched, sha256 FROM capacity_imports
        WHERE id = $1 AND applied_at IS NULL FOR UPDATE`,
      [id],
    )
  )[0] ?? null;

/**
 * Every member of the organismo named in the import takes its capacity (the last line of their DNI
 * when the file repeats one), in one statement.
 */
export const applyImport = (q: Queryable, importId: number, organismoId: number, period: string) =>
  q.query(
    `INSERT INTO member_capacities (member_id, capacidad, import_id, period, updated_at)
     SELECT DISTINCT ON (m.id) m.id, l.capacidad, $1, $3, now()
       FROM capacity_lines l JOIN members m ON m.organismo_id = $2 AND m.dni = l.dni
      WHERE l.import_id = $1
      ORDER BY m.id, l.line DESC
     ON CONFLICT (member_id) DO UPDATE
        SET capacidad = excluded.capacidad, import_id = excluded.import_id, period = excluded.period,
            updated_at = excluded.updated_at`,
    [importId, organismoId, period],
  );

/** The import took effect: its file is now refused again for the organismo. */
export const markApplied = (q: Queryable, importId: number) =>
  q.query('UPDATE capacity_imports SET applied_at = now() WHERE id = $1', [importId]);
