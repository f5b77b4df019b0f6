import type { NewsItem } from '@portal/contract/news';
import { localStorageKeys } from '../../../lib/storage-keys';
import { toNews, toStoredNews, type News } from './news-item';

export function storeSelectedNews(news: News) {
  localStorage.setItem(localStorageKeys.selectedNews, JSON.stringify(toStoredNews(news)));
}

/** The item the member opened, or null when nothing (or nothing readable) is stored. */
export function readSelectedNews(): News | null {
  try {
    const raw = localStorage.getItem(localStorageKeys.selectedNews);
    const item = raw === null ? null : (JSON.parse(raw) as Partial<NewsItem> | null);
    if (!item || typeof item.Titulo !== 'string' || typeof item.Id !== 'number') return null;
    return toNews({
      Id: item.Id,
      Titulo: item.Titulo,
      Texto: typeof item.Texto === 'string' ? item.Texto : '',
      Fecha: typeof item.Fecha === 'string' ? item.Fecha : '',
      Imagen: typeof item.Imagen === 'string' ? item.Imagen : '',
    });
  } catch {
    return null;
  }
}
