import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationCalls, notificationMessages, serverMessages } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';

const spec = routeSpec('Notificaciones');

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
