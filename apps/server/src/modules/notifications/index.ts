// The notifications module's public entry: other modules notify a member through it.
import fp from 'fastify-plugin';
import { createNotificationsService, type NotificationsService } from './service';
import { notificationRoutes } from './routes';

export { addNotification, addNotifications } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/** `app.notifications` and the members' notification calls. */
export const notificationsModule = fp(
  async (app) => {
    app.decorate('notifications', createNotificationsService({ db: app.db }));
    await app.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['base', 'member-session'] },
);
