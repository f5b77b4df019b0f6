import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';
import { fillPath } from '../paths';

/** News staff publish from the console (content.manage); members read them with TraeNovedades. */
export const consoleNewsPaths = {
  /** GET: a page of every item, newest first (`?cursor=`); POST: a new draft. */
  list: `${consoleApiPrefix}/news`,
  /** GET: one item; POST: its new title, text, image and audience. */
  item: `${consoleApiPrefix}/news/:id`,
  /** GET: the stored image (JPEG). */
  image: `${consoleApiPrefix}/news/:id/image`,
  /** POST { imagen }: the server's verdict on an image, and the image as members will see it. */
  checkImage: `${consoleApiPrefix}/news/image-check`,
  /** POST { publishAt }: now (null) or at a time to come. */
  publish: `${consoleApiPrefix}/news/:id/publish`,
  /** POST: members stop seeing it. */
  unpublish: `${consoleApiPrefix}/news/:id/unpublish`,
} as const;

export const newsItemPath = (path: string, id: number) => fillPath(path, { id });

/** An uploaded image, before it is decoded; base64 in JSON makes the body about a third larger. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What members' phones show: a 16:9 card and a full-width detail (apps/web news card and detail). */
export const NEWS_IMAGE_WIDTH = 1280;
export const NEWS_IMAGE_HEIGHT = 720;
export const NEWS_IMAGE_MIN = { width: 320, height: 180 } as const;
export const NEWS_IMAGE_MAX_SIDE = 10_000;
export const NEWS_IMAGE_MAX_PIXELS = 40_000_000;
/** Wider or taller than 4 to 1: the 16:9 card would keep a sliver of it. */
export const NEWS_IMAGE_MAX_RATIO = 4;
export const NEWS_TITLE_MAX = 120;
export const NEWS_TEXT_MAX = 10_000;

export const consoleNewsMessages = {
  created: 'Novedad guardada como borrador',
  saved: 'Cambios guardados',
  published: 'Novedad publicada: los socios ya la ven',
  scheduled: 'Novedad programada: los socios la verán desde la fecha elegida',
  unpublished: 'Novedad despublicada: los socios ya no la ven',
  notFound: 'No existe la novedad',
  noImage: 'La novedad no tiene imagen',
  notPublished: 'La novedad no está publicada ni programada',
  pastTime: 'La fecha de publicación ya pasó: elija una fecha futura o publíquela ahora',
  tooFar: 'La fecha de publicación no puede estar a más de un año',
  unknownOrganismo: 'Alguno de los organismos elegidos no existe',
  imageNotImage: 'El archivo no es una imagen: elija una JPG, PNG, GIF o WEBP',
  imageTooLarge: 'La imagen no puede superar los 5 MB',
  imageTooSmall: 'La imagen es demasiado chica: debe medir al menos 320 × 180 píxeles',
  imageTooBig: 'La imagen mide demasiado: hasta 10.000 píxeles de lado y 40 megapíxeles',
  imageShape: 'La imagen es demasiado angosta o alargada: su ancho y su alto pueden diferir hasta 4 veces',
  imageOk: 'Imagen aceptada: así la verán los socios, en 16:9',
} as const;

export const newsStates = ['borrador', 'programada', 'publicada', 'despublicada'] as const;
export type NewsState = (typeof newsStates)[number];
export const newsStateLabels: Record<NewsState, string> = {
  borrador: 'Borrador',
  programada: 'Programada',
  publicada: 'Publicada',
  despublicada: 'Despublicada',
};

export const consoleNewsSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  /** As staff typed it; members see it with tags stripped and entities decoded, never as HTML. */
  texto: z.string(),
  tieneImagen: z.boolean(),
  paraTodos: z.boolean(),
  organismoIds: z.array(z.number()),
  estado: z.enum(newsStates),
  publishAt: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** E-mail of the staff member who changed it last; null for items loaded otherwise (demo data). */
  updatedBy: z.string().nullable(),
});
export type ConsoleNews = z.infer<typeof consoleNewsSchema>;

export const consoleNewsListQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const consoleNewsListSchema = z.object({
  items: z.array(consoleNewsSchema),
  next: z.string().nullable(),
});
export type ConsoleNewsList = z.infer<typeof consoleNewsListSchema>;

export const newsIdParamsSchema = z.strictObject({ id: idParam });

/** Base64 of the picked file, with or without a data: prefix; checked by content on the server. */
const imageField = z.string().min(1, { error: 'Elija una imagen' });

/**
 * A news item as staff write it (create and edit). `imagen`: base64 of a new image, null for none,
 * absent to keep the stored one (edit).
 */
export const newsDraftSchema = z
  .strictObject({
    titulo: z
      .string()
      .trim()
      .min(3, { error: 'Escriba un título de al menos 3 caracteres' })
      .max(NEWS_TITLE_MAX, { error: `El título no puede superar los ${NEWS_TITLE_MAX} caracteres` }),
    texto: z
      .string()
      .trim()
      .min(1, { error: 'Escriba el texto de la novedad' })
      .max(NEWS_TEXT_MAX, { error: `El texto no puede superar los ${NEWS_TEXT_MAX} caracteres` }),
    imagen: imageField.nullable().optional(),
    paraTodos: z.boolean(),
    organismoIds: z
      .array(z.number().int().positive())
      .max(500)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  .refine((d) => d.paraTodos || d.organismoIds.length > 0, {
    path: ['organismoIds'],
    error: 'Elija al menos un organismo o publíquela para todos los socios',
  })
  .transform((d) => (d.paraTodos ? { ...d, organismoIds: [] } : d));
export type NewsDraftInput = z.input<typeof newsDraftSchema>;
export type NewsDraft = z.output<typeof newsDraftSchema>;

export const checkNewsImageSchema = z.strictObject({ imagen: imageField });
export const newsImageVerdictSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  /** Base64 JPEG as stored and as members will see it. */
  imagen: z.string(),
  ancho: z.number(),
  alto: z.number(),
  bytes: z.number(),
});
export type NewsImageVerdict = z.infer<typeof newsImageVerdictSchema>;

/** null: now; otherwise an ISO 8601 time to come (at most a year ahead). */
export const publishNewsSchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true, error: 'Elija la fecha y la hora de publicación' }).nullable(),
});
export type PublishNews = z.infer<typeof publishNewsSchema>;

export const newsSavedSchema = z.object({ Status: z.number(), Mensaje: z.string(), item: consoleNewsSchema });
export type NewsSaved = z.infer<typeof newsSavedSchema>;
