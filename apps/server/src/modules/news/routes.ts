import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsCalls, newsImageRoute, serverMessages } from '@portal/contract';
import { send } from '../../plugins/errors';
import { ok, routeSpec } from '../../lib/route-spec';

export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const news = fastify.news;
  const c = newsCalls.news;

  app.post(c.path, routeSpec('Novedades')(c, { preHandler: fastify.memberSession }), async (req) => {
    const { mensaje, novedades } = await news.page(req.member.id, req.body.UltimaId);
    // The spec reads this call's text from `Message`; every other call uses `Mensaje`: send both.
    return { ...ok(mensaje), Message: mensaje, Novedades: novedades };
  });

  // The image behind a news item's `Imagen` address. An <img> sends no session token, so an address is
  // served to whoever asks, but only while its item is published (docs/decisions/016-news-images-by-address.md):
  // news images are the same for every member of the audience, never personal. The address names the
  // image's content, so it may be kept for a year by the browser and the service worker.
  app.get(
    newsImageRoute,
    { schema: { summary: 'La imagen de una novedad publicada', tags: ['Novedades'] } },
    async (req, reply) => {
      const { id, tag } = req.params as { id: string; tag: string };
      const image =
        /^[1-9]\d{0,9}$/.test(id) && Number(id) < 2 ** 31 && /^[0-9a-f]{5}$/.test(tag)
          ? await news.image(Number(id), tag)
          : null;
      if (!image) return send(reply, 404, serverMessages.notFound);
      return reply
        .type(imageType(image))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
}

/** Staff's images are stored as JPEG (image.ts); older rows may hold a PNG, GIF or WebP: named by content. */
function imageType(bytes: Buffer) {
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') return 'image/png';
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return 'image/gif';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return 'image/jpeg';
}
