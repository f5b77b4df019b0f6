import type { NewsItem } from '@portal/contract/news';
import { NEWS_IMAGE_REF_MAX } from '@portal/contract/paths';
import type { NewsView } from '@portal/ui/news-view';

/** A news item as the app uses it (docs/product.md#calls), as the shared card and detail show it. */
export type News = NewsView;

const JPEG_PREFIX = 'data:image/jpeg;base64,';

/** The server's image addresses (/api/i/<id>/<tag>): a path on this origin, never another site's. */
const isOwnPath = (value: string) => /^\/(?![/\\])[\w./-]*$/.test(value);

/**
 * docs/product.md#calls: an image becomes a JPEG data URL when longer than 23 characters; a shorter value
 * is a plain reference, the address the server serves the image at (docs/decisions/016), so that the
 * news answer stays small and the image is cached on its own. Anything else that short is no picture. A
 * value that already is a data URL is kept.
 */
export function newsImageUrl(imagen: string | null | undefined): string | null {
  if (!imagen) return null;
  if (imagen.length <= NEWS_IMAGE_REF_MAX) return isOwnPath(imagen) ? imagen : null;
  return imagen.startsWith('data:') ? imagen : `${JPEG_PREFIX}${imagen}`;
}

export const toNews = (item: NewsItem): News => ({
  id: item.Id,
  title: item.Titulo,
  content: item.Texto,
  date: item.Fecha,
  image: newsImageUrl(item.Imagen),
});

/** The shape kept under selectedNews for the detail screen: the server's own fields. */
export const toStoredNews = (news: News): NewsItem => ({
  Titulo: news.title,
  Texto: news.content,
  Fecha: news.date,
  Id: news.id,
  Imagen: news.image?.startsWith(JPEG_PREFIX) ? news.image.slice(JPEG_PREFIX.length) : (news.image ?? ''),
});

/** Pages joined in order, each id once (the first copy wins): 'Cargar mas' never shows an item twice. */
export function mergeNews(...pages: News[][]): News[] {
  const seen = new Set<number>();
  const merged: News[] = [];
  for (const item of pages.flat()) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}
