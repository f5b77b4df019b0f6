import { afterAll } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { portal, type AppConfig } from '../../src/app';
import { fastSerializerCompiler } from '../../src/lib/fast-serializer';
import { createTestDatabase } from './database';

/**
 * The app on this file's own database, with every route as Fastify registered it: tests that check all
 * routes find a new one without anyone listing it. Closed after the file.
 */
export async function appWithRoutes(config: Partial<AppConfig> = {}) {
  const { db, drop } = await createTestDatabase();
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(portal, {
    config: { smtpUrl: undefined, mailFrom: 'p <p@localhost>', publicUrl: 'http://portal.test', ...config },
    db,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return { app, db, routes };
}
