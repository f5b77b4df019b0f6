import type { Queryable } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). */

export interface NewsRow {
  id: number;
  titulo: string;
  texto: string;
  fecha: Date;
  imagen: Uint8Array | null;
}

/** Above any integer id: the bound of the first page. */
const FIRST_PAGE_BOUND = 2 ** 31;

/**
 * One page of the news a member may read (for everyone, or for the member's organismo), newest first,
 * with ids below `beforeId` (0 = first page). The two sets are read separately, each along its own
 * partial index in id order, and merged: an OR in one WHERE would make PostgreSQL sort every match.
 */
export const findNewsPage = (q: Queryable, memberId: number, beforeId: number, limit: number) =>
  q.query<NewsRow>(
    `SELECT id, titulo, texto, fecha, imagen FROM (
       (SELECT id FROM news
         WHERE published AND organismo_id IS NULL AND id < $2::bigint
         ORDER BY id DESC LIMIT $3)
       UNION ALL
       (SELECT id FROM news
         WHERE published AND organismo_id = (SELECT organismo_id FROM members WHERE id = $1) AND id < $2::bigint
         ORDER BY id DESC LIMIT $3)
       ORDER BY id DESC LIMIT $3
     ) page JOIN news USING (id)
     ORDER BY id DESC`,
    [memberId, beforeId > 0 ? beforeId : FIRST_PAGE_BOUND, limit],
  );

export interface NewNews {
  titulo: string;
  texto: string;
  fecha?: Date | string;
  imagen?: Uint8Array | null;
  organismoId?: number | null;
  published?: boolean;
}

export async function insertNews(q: Queryable, n: NewNews) {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO news (titulo, texto, fecha, imagen, organismo_id, published)
     VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4, $5, $6) RETURNING id`,
    [n.titulo, n.texto, n.fecha ?? null, n.imagen ?? null, n.organismoId ?? null, n.published ?? true],
  );
  return rows[0]!.id;
}
