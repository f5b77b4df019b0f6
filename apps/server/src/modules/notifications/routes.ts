import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationCalls, notificationMessages, serverMessages } from '@portal/contract';

const ok = (Mensaje: string) => ({ Status: 200, Mensaje });
const spec = <C extends { summary: string; request: unknown; response: unknown }>(call: C) => ({
  schema: { summary: call.summary, tags: ['Notificaciones'], body: call.request as C['request'], response: { 200: call.response as C['response'] } },
});

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notifications = fastify.notifications;
  const c = notificationCalls;

  app.post(c.notifications.path, spec(c.notifications), async (req) => ({
    ...ok(serverMessages.ok),
    Notificaciones: await notifications.list(req.body, req.body.NotificacionId),
  }));

  app.post(c.acknowledgeNotice.path, spec(c.acknowledgeNotice), async (req) => {
    await notifications.acknowledge(req.body, req.body.AvisoId);
    return ok(notificationMessages.acknowledged);
  });

  app.post(c.markNoticeViewed.path, spec(c.markNoticeViewed), async (req) => {
    await notifications.markViewed(req.body, req.body.AvisoId);
    return ok(notificationMessages.viewed);
  });
}
