import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_TEXT_MAX,
  checkNewsImageSchema,
  consoleNewsListQuerySchema,
  consoleNewsListSchema,
  consoleNewsPaths as p,
  consoleNewsSchema,
  newsDraftSchema,
  newsIdParamsSchema,
  newsImageVerdictSchema,
  newsSavedSchema,
  publishNewsSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: novedades'];
/** An image in base64 (a third larger) with the text around it. */
const IMAGE_BODY_LIMIT = Math.ceil((NEWS_IMAGE_MAX_BYTES * 4) / 3) + 4 * NEWS_TEXT_MAX + 64 * 1024;

/** Staff routes of the news (comunicaciones: content.manage), under /api/console. */
export async function newsConsoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const news = fastify.news.console;
  const manage = { onRequest: [requirePermission('content.manage')] };

  app.get(
    p.list,
    {
      ...manage,
      schema: {
        summary: 'Novedades: borradores, programadas, publicadas y despublicadas, las más nuevas primero',
        tags,
        querystring: consoleNewsListQuerySchema,
        response: { 200: consoleNewsListSchema },
      },
    },
    async (req) => news.page(req.query.cursor, req.query.limit),
  );

  app.post(
    p.list,
    {
      ...manage,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Crear una novedad (borrador)',
        tags,
        body: newsDraftSchema,
        response: { 200: newsSavedSchema },
      },
    },
    async (req) => news.create(req.body, staffActor(req)),
  );

  app.post(
    p.checkImage,
    {
      ...manage,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Verificar una imagen y verla como la mostrará el teléfono',
        tags,
        body: checkNewsImageSchema,
        response: { 200: newsImageVerdictSchema },
      },
    },
    async (req) => news.checkImage(req.body.imagen),
  );

  app.get(
    p.item,
    {
      ...manage,
      schema: {
        summary: 'Una novedad',
        tags,
        params: newsIdParamsSchema,
        response: { 200: consoleNewsSchema },
      },
    },
    async (req) => news.get(req.params.id),
  );

  app.post(
    p.item,
    {
      ...manage,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Editar una novedad',
        tags,
        params: newsIdParamsSchema,
        body: newsDraftSchema,
        response: { 200: newsSavedSchema },
      },
    },
    async (req) => news.update(req.params.id, req.body, staffActor(req)),
  );

  app.get(
    p.image,
    { ...manage, schema: { summary: 'La imagen de una novedad (JPEG)', tags, params: newsIdParamsSchema } },
    async (req, reply) => {
      const image = await news.image(req.params.id);
      return reply.type('image/jpeg').header('cache-control', 'private, no-cache').send(image.bytes);
    },
  );

  app.post(
    p.publish,
    {
      ...manage,
      schema: {
        summary: 'Publicar una novedad ahora o programarla',
        tags,
        params: newsIdParamsSchema,
        body: publishNewsSchema,
        response: { 200: newsSavedSchema },
      },
    },
    async (req) => news.publish(req.params.id, req.body.publishAt, staffActor(req)),
  );

  app.post(
    p.unpublish,
    {
      ...manage,
      schema: {
        summary: 'Despublicar una novedad',
        tags,
        params: newsIdParamsSchema,
        response: { 200: newsSavedSchema },
      },
    },
    async (req) => news.unpublish(req.params.id, staffActor(req)),
  );
}
