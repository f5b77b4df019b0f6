import './lib/zod-spanish';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './plugins/db';
import type { Config } from './config';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './plugins/mail';
import { createRateLimiter } from './plugins/rate-limit';
import { registerErrorHandling } from './plugins/errors';
import { securityHeaders } from './plugins/security';
import { openApi } from './plugins/openapi';
import { jsonBodies } from './plugins/json-bodies';
import { staticWeb } from './plugins/static-web';
import { mailboxPage } from './plugins/mailbox-page';
import { loggerOptions } from './plugins/logger';
import { webDistDir } from './locations';
import { createAccountsService } from './modules/accounts/service';
import { defaultAccountLimits, type AccountLimits } from './modules/accounts/limits';
import { accountRoutes } from './modules/accounts/routes';
import { createNewsService } from './modules/news/service';
import { newsRoutes } from './modules/news/routes';
import { createNotificationsService } from './modules/notifications/service';
import { notificationRoutes } from './modules/notifications/routes';
import { createLoansService } from './modules/loans/service';
import { defaultLoanLimits } from './modules/loans/limits';
import { loanRoutes } from './modules/loans/routes';
import { createLoanRequestService } from './modules/loan-request/service';
import { loanRequestRoutes } from './modules/loan-request/routes';

export type AppConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> & Partial<Pick<Config, 'trustProxy'>>;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Defaults to SMTP when config.smtpUrl is set, else the database outbox. */
  mailer?: Mailer;
  limits?: Partial<AccountLimits>;
  /** Pino level, or false for no logging (tests). */
  logLevel?: string | false;
  /** Where log lines go (default stdout); tests read them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  webRoot?: string;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const options: FastifyServerOptions = {
    logger: deps.logLevel === false ? false : loggerOptions(deps.logLevel ?? 'info', deps.logStream),
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: deps.config.trustProxy ?? false,
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins and cross-cutting behaviour.
  registerErrorHandling(app);
  jsonBodies(app);
  await securityHeaders(app);
  await openApi(app);

  // Domain services as decorators.
  const mailer =
    deps.mailer ??
    (deps.config.smtpUrl ? createSmtpMailer(deps.config.smtpUrl, deps.config.mailFrom, app.log) : createOutboxMailer(deps.db, app.log));
  const rateLimiter = createRateLimiter(deps.db);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailer', mailer);
  app.decorate('rateLimiter', rateLimiter);
  app.decorate(
    'accounts',
    createAccountsService({
      db: deps.db,
      mailer,
      limiter: rateLimiter,
      publicUrl: deps.config.publicUrl,
      limits: { ...defaultAccountLimits, ...deps.limits },
    }),
  );
  app.decorate('news', createNewsService({ db: deps.db }));
  app.decorate('notifications', createNotificationsService({ db: deps.db }));
  app.decorate('loans', createLoansService({ db: deps.db, mailer, limiter: rateLimiter, limits: defaultLoanLimits }));
  app.decorate('loanRequest', createLoanRequestService({ db: deps.db }));
  app.addHook('onClose', async () => mailer.close());

  // Routes.
  await app.register(accountRoutes);
  await app.register(newsRoutes);
  await app.register(notificationRoutes);
  await app.register(loanRoutes);
  await app.register(loanRequestRoutes);
  if (mailer.mode === 'outbox') await app.register(mailboxPage);
  await staticWeb(app, { root: deps.webRoot ?? webDistDir });

  return app;
}
