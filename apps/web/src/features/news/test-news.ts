import type { NewsItem } from '@portal/contract/news';
import { ok, type StubReply } from '../../test/fetch-stub';

/** A server news item; ids follow publication like the real ones. */
export const newsItem = (id: number, overrides: Partial<NewsItem> = {}): NewsItem => ({
  Id: id,
  Titulo: `Noticia ${id}`,
  Texto: `<p>Texto de la noticia ${id}</p>`,
  Fecha: new Date(Date.UTC(2025, 0, id, 15, 30)).toISOString(),
  Imagen: '',
  ...overrides,
});

export const newsPage = (items: NewsItem[]): StubReply =>
  ok({ Message: 'Novedades obtenidas', Novedades: items });
