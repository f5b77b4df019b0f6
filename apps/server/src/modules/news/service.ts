import { NEWS_PAGE_SIZE, newsImagePath, newsMessages, type NewsItem } from '@portal/contract';
import type { Db } from '../../db/connection';
import { findNewestNews, findNewsPage, findPublishedNewsImage, type NewsRow } from './repository';
import { createNewsConsoleService } from './console-service';

export interface NewsDeps {
  db: Db;
}

const toNewsItem = (n: NewsRow): NewsItem => ({
  Id: n.id,
  Titulo: n.titulo,
  Texto: n.texto,
  Fecha: n.fecha.toISOString(),
  // The address, not the bytes: the answer stays small and the image is fetched (and kept) on its own.
  Imagen: n.imagen_tag ? newsImagePath(n.id, n.imagen_tag) : '',
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

    /** The bytes behind a news image address, or null when it names no published image. */
    async image(id: number, tag: string) {
      const row = await findPublishedNewsImage(db, id, tag);
      return row ? Buffer.from(row.imagen.buffer, row.imagen.byteOffset, row.imagen.byteLength) : null;
    },

    /**
     * The address of the picture every member's dashboard shows first, or null when that is not the same
     * for everyone (the newest item is for some organismos only, or has no image): the server names it in
     * the dashboard page's headers, so the browser fetches it while the app's code is still on its way.
     */
    async firstImageForEveryone() {
      const newest = await findNewestNews(db);
      return newest?.para_todos && newest.imagen_tag ? newsImagePath(newest.id, newest.imagen_tag) : null;
    },

    /** What staff do with news from the console (content.manage). */
    console: createNewsConsoleService({ db }),
  };
}
