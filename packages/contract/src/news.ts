import { z } from 'zod';
import { envelopeFields, withSession } from './envelope';
import { idField } from './ids';

/** Fixed page size of TraeNovedades; `UltimaId` is the cursor (the smallest Id already shown). */
export const NEWS_PAGE_SIZE = 6;

export const newsItemSchema = z.object({
  Id: z.number().int(),
  Titulo: z.string(),
  /** As written in the editor: may hold HTML. The app shows it as text. */
  Texto: z.string(),
  /** ISO 8601 date-time. */
  Fecha: z.string(),
  /**
   * The image's address, `/api/i/<id>/<tag>` (paths.ts: never longer than NEWS_IMAGE_REF_MAX characters, so
   * the app takes it as it is instead of as base64), or '' when the item has no image.
   */
  Imagen: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

// 10. TraeNovedades: newest first; UltimaId 0 is the first page; an exhausted cursor gives an empty page.
export const newsRequestSchema = withSession({ UltimaId: idField('UltimaId').default(0) });
export const newsResponseSchema = z.object({
  ...envelopeFields,
  Message: z.string(),
  Novedades: z.array(newsItemSchema),
});
export type NewsResponse = z.infer<typeof newsResponseSchema>;

/** Spanish texts of TraeNovedades. */
export const newsMessages = {
  ok: 'Novedades obtenidas',
  /** An empty first page. */
  none: 'No se encontraron noticias',
  /** An empty page after the first: the cursor reached the oldest item. */
  exhausted: 'No hay mas noticias para cargar',
} as const;
