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

// A few dozen rows at most (one per employer the association has an agreement with): no paging.
export const listOrganismos = (q: Queryable) =>
  q.query<OrganismoRow>(`SELECT ${columns} FROM organismos ORDER BY nombre, id`);

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
