// The news module's public entry: news items for members, written and published by staff.
import fp from 'fastify-plugin';
import { createNewsService, type NewsService } from './service';
import { newsRoutes } from './routes';
import { newsConsoleRoutes } from './console-routes';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
  }
}

/** `app.news`, the members' news call and images, and the staff's news routes. */
export const newsModule = fp(
  async (app) => {
    app.decorate('news', createNewsService({ db: app.db }));
    await app.register(newsRoutes);
    app.consoleRoutes.add(newsConsoleRoutes);
  },
  { name: 'news', dependencies: ['base', 'member-session', 'console-routes'] },
);
