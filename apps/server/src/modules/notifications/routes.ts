import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationCalls, notificationMessages, serverMessages } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';

const spec = routeSpec('Notificaciones');

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notifications = fastify.notifications;
  const c = notificationCalls;
  const member = { preHandler: fastify.memberSession };

  app.post(c.notifications.path, spec(c.notifications, member), async (req) => ({
    ...ok(serverMessages.ok),
    Notificaciones: await notifications.list(req.member.id, req.body.NotificacionId),
  }));

  app.post(c.acknowledgeNotice.path, spec(c.acknowledgeNotice, member), async (req) => {
    await notifications.acknowledge(req.member.id, req.body.AvisoId);
    return ok(notificationMessages.acknowledged);
  });

  app.post(c.markNoticeViewed.path, spec(c.markNoticeViewed, member), async (req) => {
    await notifications.markViewed(req.member.id, req.body.AvisoId);
    return ok(notificationMessages.viewed);
  });
}
