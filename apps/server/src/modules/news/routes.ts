import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsCalls } from '@portal/contract';

export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const news = fastify.news;
  const c = newsCalls.news;

  app.post(
    c.path,
    { schema: { summary: c.summary, tags: ['Novedades'], body: c.request, response: { 200: c.response } } },
    async (req) => {
      const { mensaje, novedades } = await news.page(req.body, req.body.UltimaId);
      // The spec reads this call's text from `Message`; every other call uses `Mensaje`: send both.
      return { Status: 200, Mensaje: mensaje, Message: mensaje, Novedades: novedades };
    },
  );
}
