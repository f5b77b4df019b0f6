import { loanStates } from '@portal/contract';
import type { Queryable } from '../../db/connection';

export interface OrganismoRow {
  id: number;
  nombre: string;
  nombre_corto: string;
  requiere_haberes: boolean;
  es_ejercito: boolean;
  codigo_descuento: string | null;
  dia_corte: number | null;
  capacidad_porcentaje: string;
  capacidad_validez_dias: number;
  cft_maximo: string | null;
}

const columns = `id, nombre, nombre_corto, requiere_haberes, es_ejercito, codigo_descuento, dia_corte,
  capacidad_porcentaje, capacidad_validez_dias, cft_maximo`;

// A few dozen rows at most (one per employer the association has an agreement with): no paging. The
// loans in 'Descontando' are counted only for an organismo without a deduction code (the one-time
// filter skips the others), so the list stays cheap with a large portfolio.
export const listOrganismos = (q: Queryable) =>
  q.query<OrganismoRow & { descontando_sin_codigo: number }>(
    `SELECT ${columns}, d.n AS descontando_sin_codigo
       FROM organismos o
       LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM members m JOIN loans l ON l.member_id = m.id
                           WHERE o.codigo_descuento IS NULL AND m.organismo_id = o.id AND l.estado = $1) d
              ON true
      ORDER BY nombre, id`,
    [loanStates.deducting],
  );

/**
 * Holds off other creations until commit, so two staff members cannot both add the same name and the
 * next id is taken once (organismos.id has no sequence: the demo and older data chose their own ids).
 */
export const lockOrganismosForCreate = (q: Queryable) =>
  q.query('LOCK TABLE organismos IN SHARE ROW EXCLUSIVE MODE');

/** The same name is the same however it is capitalised or accented ('Policía' and 'POLICIA'). */
export const organismoNamed = async (q: Queryable, nombre: string) =>
  (
    await q.query<{ id: number }>(
      'SELECT id FROM organismos WHERE fold_name(btrim(nombre)) = fold_name(btrim($1)) LIMIT 1',
      [nombre],
    )
  )[0]?.id ?? null;

export const insertOrganismo = async (
  q: Queryable,
  o: {
    nombre: string;
    nombreCorto: string;
    requiereHaberes: boolean;
    esEjercito: boolean;
    cftMaximo: number | null;
    codigoDescuento: string | null;
    diaCorte: number | null;
  },
) =>
  (
    await q.query<{ id: number }>(
      `INSERT INTO organismos (id, nombre, nombre_corto, requiere_haberes, es_ejercito, cft_maximo,
                               codigo_descuento, dia_corte)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, $4, $5, $6, $7 FROM organismos
       RETURNING id`,
      [
        o.nombre,
        o.nombreCorto,
        o.requiereHaberes,
        o.esEjercito,
        o.cftMaximo?.toFixed(2) ?? null,
        o.codigoDescuento,
        o.diaCorte,
      ],
    )
  )[0]!.id;

/**
 * Of the organismo's loans in 'Descontando', those whose member has no capacities line to take CUIL and
 * LEGAJO from. The line is found as the orders find it (the member's latest line by DNI), so the count
 * says what the next orders file would carry empty.
 */
export const ordersCheck = async (q: Queryable, organismoId: number) =>
  (
    await q.query<{ prestamos: number; sin_cuil: number; sin_legajo: number }>(
      `SELECT count(*)::int AS prestamos,
              count(*) FILTER (WHERE c.cuil IS NULL OR c.cuil = '')::int AS sin_cuil,
              count(*) FILTER (WHERE c.legajo IS NULL OR c.legajo = '')::int AS sin_legajo
         FROM loans l
         JOIN members m ON m.id = l.member_id
         LEFT JOIN LATERAL (SELECT cl.cuil, cl.legajo FROM capacity_lines cl
                               JOIN capacity_imports ci ON ci.id = cl.import_id AND ci.applied_at IS NOT NULL
                             WHERE cl.organismo_id = m.organismo_id AND cl.dni = m.dni
                             ORDER BY cl.import_id DESC, cl.line DESC LIMIT 1) c ON true
        WHERE m.organismo_id = $1 AND l.estado = $2`,
      [organismoId, loanStates.deducting],
    )
  )[0]!;

export const organismoExists = async (q: Queryable, id: number) =>
  (await q.query('SELECT 1 FROM organismos WHERE id = $1', [id])).length > 0;

export const lockOrganismo = async (q: Queryable, id: number) =>
  (await q.query<OrganismoRow>(`SELECT ${columns} FROM organismos WHERE id = $1 FOR UPDATE`, [id]))[0] ??
  null;

export const updatePayroll = (
  q: Queryable,
  id: number,
  p: {
    codigoDescuento: string | null;
    diaCorte: number | null;
    capacidadPorcentaje: number;
    capacidadValidezDias: number;
  },
) =>
  q.query(
    `UPDATE organismos SET codigo_descuento = $2, dia_corte = $3, capacidad_porcentaje = $4, capacidad_validez_dias = $5
      WHERE id = $1`,
    [id, p.codigoDescuento, p.diaCorte, p.capacidadPorcentaje.toFixed(2), p.capacidadValidezDias],
  );

export const updateGeneral = (
  q: Queryable,
  id: number,
  g: {
    nombre: string;
    nombreCorto: string;
    requiereHaberes: boolean;
    esEjercito: boolean;
    cftMaximo: number | null;
  },
) =>
  q.query(
    `UPDATE organismos SET nombre = $2, nombre_corto = $3, requiere_haberes = $4, es_ejercito = $5, cft_maximo = $6
      WHERE id = $1`,
    [id, g.nombre, g.nombreCorto, g.requiereHaberes, g.esEjercito, g.cftMaximo?.toFixed(2) ?? null],
  );

/**
 * Every organismo's CFT cap, lowest first (NULLS LAST: null means no cap). Members are offered only the
 * plans within their own organismo's cap.
 */
export const listCftCaps = (q: Queryable) =>
  q.query<{ nombre: string; cft_maximo: string | null }>(
    `SELECT nombre, cft_maximo FROM organismos ORDER BY cft_maximo NULLS LAST, nombre`,
  );
