import { NEWS_PAGE_SIZE, newsMessages, type NewsItem } from '@portal/contract';
import type { Db } from '../../db/connection';
import { findNewsPage, type NewsRow } from './repository';
import { createNewsConsoleService } from './console-service';

export interface NewsDeps {
  db: Db;
}

const base64 = (bytes: Uint8Array | null) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') : '';

const toNewsItem = (n: NewsRow): NewsItem => ({
  Id: n.id,
  Titulo: n.titulo,
  Texto: n.texto,
  Fecha: n.fecha.toISOString(),
  Imagen: base64(n.imagen),
});

export type NewsService = ReturnType<typeof createNewsService>;

export function createNewsService({ db }: NewsDeps) {
  return {
    /** A page of NEWS_PAGE_SIZE items older than `ultimaId` (0 = newest); an empty page once exhausted. */
    async page(memberId: number, ultimaId: number) {
      const rows = await findNewsPage(db, memberId, ultimaId, NEWS_PAGE_SIZE);
      const mensaje =
        rows.length > 0 ? newsMessages.ok : ultimaId > 0 ? newsMessages.exhausted : newsMessages.none;
      return { mensaje, novedades: rows.map(toNewsItem) };
    },

    /** What staff do with news from the console (content.manage). */
    console: createNewsConsoleService({ db }),
  };
}
