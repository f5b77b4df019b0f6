import { createHash } from 'node:crypto';
import { consoleNewsMessages as m, type ConsoleNews, type NewsDraft, type NewsState } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { StaffActor } from '../../console/permissions';
import * as repo from './repository';
import { newsImage } from './image';

const stateOf = (r: repo.StaffNewsRow): NewsState =>
  r.unpublished_at ? 'despublicada' : r.publish_at === null ? 'borrador' : r.due ? 'publicada' : 'programada';

const toConsoleNews = (r: repo.StaffNewsRow): ConsoleNews => ({
  id: r.id,
  titulo: r.titulo,
  texto: r.texto,
  tieneImagen: r.tiene_imagen,
  paraTodos: r.para_todos,
  organismoIds: r.organismo_ids.map(Number),
  estado: stateOf(r),
  publishAt: r.publish_at?.toISOString() ?? null,
  unpublishedAt: r.unpublished_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});

/** The audit keeps which image, not its bytes. */
const imageRef = (bytes: Uint8Array | null | undefined) =>
  bytes ? `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}` : null;

const contentOf = (n: Pick<ConsoleNews, 'titulo' | 'texto' | 'paraTodos' | 'organismoIds'>) => ({
  titulo: n.titulo,
  texto: n.texto,
  paraTodos: n.paraTodos,
  organismoIds: n.organismoIds,
});

const YEAR_MS = 366 * 24 * 3600_000;
/** A time picked a moment ago in the browser is still "now" here, not refused as past. */
const PAST_SLACK_MS = 60_000;

/** What comunicaciones do with news (content.manage); every change is audited. */
export function createNewsConsoleService({ db }: { db: Db }) {
  async function read(q: Queryable, id: number, lock = false) {
    const row = await repo.findStaffNews(q, id, lock);
    if (!row) throw notFound(m.notFound);
    return toConsoleNews(row);
  }

  async function checkAudience(q: Queryable, ids: number[]) {
    if ((await repo.countOrganismos(q, ids)) !== ids.length) throw badRequest(m.unknownOrganismo);
  }

  return {
    async page(cursor: string | undefined, limit: number) {
      const rows = await repo.findStaffNewsPage(db, Number(cursor ?? 0), limit + 1);
      const items = rows.slice(0, limit).map(toConsoleNews);
      return { items, next: rows.length > limit ? String(items.at(-1)!.id) : null };
    },

    get: (id: number) => read(db, id),

    async image(id: number) {
      const row = await repo.findNewsImage(db, id);
      if (!row) throw notFound(m.notFound);
      if (!row.imagen) throw notFound(m.noImage);
      return { bytes: Buffer.from(row.imagen), updatedAt: row.updated_at };
    },

    async checkImage(base64: string) {
      const image = await newsImage(base64);
      return {
        Status: 200,
        Mensaje: m.imageOk,
        imagen: image.bytes.toString('base64'),
        ancho: image.width,
        alto: image.height,
        bytes: image.bytes.length,
      };
    },

    /** A new draft: members see nothing until it is published. */
    async create(draft: NewsDraft, actor: StaffActor) {
      const imagen = draft.imagen ? (await newsImage(draft.imagen)).bytes : null;
      return db.transaction(async (tx) => {
        await checkAudience(tx, draft.organismoIds);
        const id = await repo.insertStaffNews(tx, { ...draft, imagen }, actor.staffId);
        await writeAudit(tx, {
          ...actor,
          action: 'news.create',
          entity: 'news',
          entityId: id,
          after: { ...contentOf(draft), imagen: imageRef(imagen) },
        });
        return { Status: 200, Mensaje: m.created, item: await read(tx, id) };
      });
    },

    /** New content; a published item changes for members at once. */
    async update(id: number, draft: NewsDraft, actor: StaffActor) {
      const imagen =
        draft.imagen === undefined ? undefined : draft.imagen ? (await newsImage(draft.imagen)).bytes : null;
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        await checkAudience(tx, draft.organismoIds);
        const was = contentOf(before);
        const now = contentOf(draft);
        const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
          (k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]),
        );
        const beforeImage =
          imagen === undefined ? undefined : imageRef((await repo.findNewsImage(tx, id))?.imagen);
        await repo.updateStaffNews(tx, id, { ...draft, imagen }, actor.staffId);
        const imageChanged = imagen !== undefined && beforeImage !== imageRef(imagen);
        await writeAudit(tx, {
          ...actor,
          action: 'news.update',
          entity: 'news',
          entityId: id,
          before: {
            ...Object.fromEntries(changed.map((k) => [k, was[k]])),
            ...(imageChanged ? { imagen: beforeImage } : {}),
          },
          after: {
            ...Object.fromEntries(changed.map((k) => [k, now[k]])),
            ...(imageChanged ? { imagen: imageRef(imagen) } : {}),
          },
        });
        return { Status: 200, Mensaje: m.saved, item: await read(tx, id) };
      });
    },

    /** Out now (null) or at a time to come; members read it once its time has come, no job runs. */
    async publish(id: number, publishAt: string | null, actor: StaffActor) {
      const at = publishAt === null ? null : new Date(publishAt);
      if (at && at.getTime() < Date.now() - PAST_SLACK_MS) throw badRequest(m.pastTime);
      if (at && at.getTime() > Date.now() + YEAR_MS) throw badRequest(m.tooFar);
      // A time within the slack is "now": it must not show as scheduled for a few seconds.
      const when = at && at.getTime() > Date.now() ? at : null;
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        await repo.setPublishAt(tx, id, when, actor.staffId);
        const item = await read(tx, id);
        await writeAudit(tx, {
          ...actor,
          action: when ? 'news.schedule' : 'news.publish',
          entity: 'news',
          entityId: id,
          before: { estado: before.estado, publishAt: before.publishAt },
          after: { estado: item.estado, publishAt: item.publishAt },
        });
        return { Status: 200, Mensaje: when ? m.scheduled : m.published, item };
      });
    },

    /** Members stop seeing it; a scheduled item is called off likewise. */
    async unpublish(id: number, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (before.estado !== 'publicada' && before.estado !== 'programada') throw badRequest(m.notPublished);
        await repo.setUnpublished(tx, id, actor.staffId);
        const item = await read(tx, id);
        await writeAudit(tx, {
          ...actor,
          action: 'news.unpublish',
          entity: 'news',
          entityId: id,
          before: { estado: before.estado },
          after: { estado: item.estado },
        });
        return { Status: 200, Mensaje: m.unpublished, item };
      });
    },
  };
}
