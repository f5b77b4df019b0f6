import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsCalls } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';
import { newsConsoleRoutes } from './console-routes';

export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const news = fastify.news;
  const c = newsCalls.news;

  app.post(c.path, routeSpec('Novedades')(c, { preHandler: fastify.memberSession }), async (req) => {
    const { mensaje, novedades } = await news.page(req.member.id, req.body.UltimaId);
    // The spec reads this call's text from `Message`; every other call uses `Mensaje`: send both.
    return { ...ok(mensaje), Message: mensaje, Novedades: novedades };
  });

  await fastify.register(newsConsoleRoutes);
}
