import type { Queryable } from '../../db/connection';
import { maybeOne } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). */

export interface NewsRow {
  id: number;
  titulo: string;
  texto: string;
  fecha: Date;
  /** The image's content tag (migration 025), null without one: the answer carries its address, not its bytes. */
  imagen_tag: string | null;
}

/** Above any integer id: the bound of the first page. */
const FIRST_PAGE_BOUND = 2 ** 31;

/**
 * One page of the news a member may read (for everyone, or for the member's organismo), newest
 * publishing time first (then id), after the item `beforeId` (0 = first page): an item scheduled for
 * later than a newer one is placed by when it came out, while the cursor stays the last item's id
 * (UltimaId). One walk along news_published_order_idx; the audience is checked on the rows read. A
 * scheduled item is skipped until its time comes: no job publishes it.
 */
export const findNewsPage = (q: Queryable, memberId: number, beforeId: number, limit: number) =>
  q.query<NewsRow>(
    `SELECT n.id, n.titulo, n.texto, n.publish_at AS fecha, n.imagen_tag
       FROM news n LEFT JOIN news c ON c.id = $2::bigint
      WHERE n.publish_at IS NOT NULL AND n.unpublished_at IS NULL AND n.publish_at <= now()
        AND (n.para_todos OR EXISTS (
              SELECT 1 FROM news_audience a
               WHERE a.news_id = n.id AND a.organismo_id = (SELECT organismo_id FROM members WHERE id = $1)))
        -- A cursor that names no item (a client's guess) keeps its old meaning: ids below it.
        AND ($2::bigint = 0 OR CASE WHEN c.id IS NULL THEN n.id < $2::bigint
                                    ELSE (n.publish_at, n.id) < (c.publish_at, c.id) END)
      ORDER BY n.publish_at DESC, n.id DESC LIMIT $3`,
    [memberId, beforeId > 0 ? beforeId : 0, limit],
  );

/**
 * The newest published item of all, whoever it is for: when it is for everyone it is every member's first
 * item (findNewsPage's order), so its image is the dashboard's first picture. One step along
 * news_published_order_idx.
 */
export const findNewestNews = (q: Queryable) =>
  maybeOne<{ id: number; imagen_tag: string | null; para_todos: boolean }>(
    q,
    `SELECT id, imagen_tag, para_todos FROM news
      WHERE publish_at IS NOT NULL AND unpublished_at IS NULL AND publish_at <= now()
      ORDER BY publish_at DESC, id DESC LIMIT 1`,
  );

/** A news item as staff see it, without its image bytes. */
export interface StaffNewsRow {
  id: number;
  titulo: string;
  texto: string;
  tiene_imagen: boolean;
  para_todos: boolean;
  organismo_ids: number[];
  publish_at: Date | null;
  unpublished_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
  /** Whether publish_at has come, by the database's clock. */
  due: boolean;
}

const staffColumns = `n.id, n.titulo, n.texto, n.imagen IS NOT NULL AS tiene_imagen, n.para_todos,
  COALESCE((SELECT array_agg(a.organismo_id ORDER BY a.organismo_id) FROM news_audience a
             WHERE a.news_id = n.id), '{}') AS organismo_ids,
  n.publish_at, n.unpublished_at, n.created_at, n.updated_at, s.email AS updated_by,
  COALESCE(n.publish_at <= now(), false) AS due`;

/** Every item, drafts and taken-down ones too, newest first, with ids below `beforeId` (0 = first). */
export const findStaffNewsPage = (q: Queryable, beforeId: number, limit: number) =>
  q.query<StaffNewsRow>(
    `SELECT ${staffColumns} FROM news n LEFT JOIN staff s ON s.id = n.updated_by
      WHERE n.id < $1::bigint ORDER BY n.id DESC LIMIT $2`,
    [beforeId > 0 ? beforeId : FIRST_PAGE_BOUND, limit],
  );

export const findStaffNews = (q: Queryable, id: number, lock = false) =>
  maybeOne<StaffNewsRow>(
    q,
    `SELECT ${staffColumns} FROM news n LEFT JOIN staff s ON s.id = n.updated_by
      WHERE n.id = $1${lock ? ' FOR UPDATE OF n' : ''}`,
    [id],
  );

export const findNewsImage = (q: Queryable, id: number) =>
  maybeOne<{ imagen: Uint8Array | null; updated_at: Date }>(
    q,
    'SELECT imagen, updated_at FROM news WHERE id = $1',
    [id],
  );

/**
 * The image of a published item whose content tag is `tag` (its address, newsImagePath); none for a
 * draft, a scheduled or taken-down item, an item without image, or a tag of an image since replaced.
 */
export const findPublishedNewsImage = (q: Queryable, id: number, tag: string) =>
  maybeOne<{ imagen: Uint8Array }>(
    q,
    `SELECT imagen FROM news
      WHERE id = $1 AND imagen_tag = $2
        AND publish_at IS NOT NULL AND publish_at <= now() AND unpublished_at IS NULL`,
    [id, tag],
  );

/** How many of `ids` are organismos. */
export async function countOrganismos(q: Queryable, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM organismos WHERE id = ANY($1::int[])',
    [ids],
  );
  return rows[0]!.n;
}

export interface NewsContent {
  titulo: string;
  texto: string;
  paraTodos: boolean;
  organismoIds: number[];
}

export async function insertStaffNews(
  q: Queryable,
  n: NewsContent & { imagen: Uint8Array | null },
  staffId: number,
) {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO news (titulo, texto, imagen, para_todos, updated_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [n.titulo, n.texto, n.imagen, n.paraTodos, staffId],
  );
  const id = rows[0]!.id;
  await replaceAudience(q, id, n.organismoIds);
  return id;
}

/** New content; `imagen` undefined keeps the stored image. */
export async function updateStaffNews(
  q: Queryable,
  id: number,
  n: NewsContent & { imagen?: Uint8Array | null },
  staffId: number,
) {
  await q.query(
    `UPDATE news SET titulo = $2, texto = $3, para_todos = $4, updated_at = now(), updated_by = $5,
            imagen = CASE WHEN $6 THEN $7::bytea ELSE imagen END
      WHERE id = $1`,
    [id, n.titulo, n.texto, n.paraTodos, staffId, n.imagen !== undefined, n.imagen ?? null],
  );
  await replaceAudience(q, id, n.organismoIds);
}

async function replaceAudience(q: Queryable, id: number, organismoIds: number[]) {
  await q.query('DELETE FROM news_audience WHERE news_id = $1', [id]);
  if (organismoIds.length === 0) return;
  await q.query(`INSERT INTO news_audience (news_id, organismo_id) SELECT $1, unnest($2::int[])`, [
    id,
    organismoIds,
  ]);
}

/** Out at `at` (null: now, by the database's clock); a taken-down item comes back. */
export const setPublishAt = (q: Queryable, id: number, at: Date | null, staffId: number) =>
  q.query(
    `UPDATE news SET publish_at = COALESCE($2::timestamptz, now()), unpublished_at = NULL,
            updated_at = now(), updated_by = $3
      WHERE id = $1`,
    [id, at, staffId],
  );

export const setUnpublished = (q: Queryable, id: number, staffId: number) =>
  q.query(`UPDATE news SET unpublished_at = now(), updated_at = now(), updated_by = $2 WHERE id = $1`, [
    id,
    staffId,
  ]);

/** Loaded without the console (demo data, tests). */
export interface NewNews {
  titulo: string;
  texto: string;
  /** When it was (or will be) published; now when absent. */
  fecha?: Date | string;
  imagen?: Uint8Array | null;
  /** Only this organismo's members read it; everyone when absent. */
  organismoId?: number | null;
  /** false: a draft. */
  published?: boolean;
}

export async function insertNews(q: Queryable, n: NewNews) {
  const published = n.published ?? true;
  const rows = await q.query<{ id: number }>(
    `INSERT INTO news (titulo, texto, publish_at, imagen, para_todos)
     VALUES ($1, $2, CASE WHEN $6 THEN COALESCE($3::timestamptz, now()) END, $4, $5) RETURNING id`,
    [n.titulo, n.texto, n.fecha ?? null, n.imagen ?? null, n.organismoId == null, published],
  );
  const id = rows[0]!.id;
  if (n.organismoId != null) await replaceAudience(q, id, [n.organismoId]);
  return id;
}
