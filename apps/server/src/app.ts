import './lib/zod-spanish';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from './lib/fast-serializer';
import { base, type BaseOptions } from './plugins/base';
import { errorHandling, frameworkErrorHandler } from './plugins/errors';
import { securityHeaders } from './plugins/security';
import { openApi } from './plugins/openapi';
import { jsonBodies } from './plugins/json-bodies';
import { csvBodies } from './plugins/csv-bodies';
import { draining } from './plugins/draining';
import { inlineScriptHashes, staticWeb } from './plugins/static-web';
import { mailboxPage } from './plugins/mailbox-page';
import { loggerOptions } from './logging/logger';
import { requestLog } from './plugins/request-log';
import { memberSession } from './plugins/member-session';
import { staffSession } from './plugins/staff-session';
import { consoleRoutes, consoleScope } from './plugins/console-routes';
import { proxyWarning } from './plugins/proxy-warning';
import { accountsModule, type AccountLimits } from './modules/accounts/index';
import { memberBankAccountsModule } from './modules/member-bank-accounts/index';
import { newsModule } from './modules/news/index';
import { notificationsModule } from './modules/notifications/index';
import { loansModule } from './modules/loans/index';
import { loanRequestModule } from './modules/loan-request/index';
import { staffModule } from './modules/staff/index';
import { proposalsModule } from './modules/proposals/index';
import { evaluationModule } from './modules/evaluation/index';
import { transfersModule } from './modules/transfers/index';
import { auditModule } from './modules/audit/index';
import { supportModule } from './modules/support/index';
import { payrollModule } from './modules/payroll/index';
import { installmentsModule } from './modules/installments/index';
import { paymentsModule } from './modules/payments/index';
import { collectionsModule } from './modules/collections/index';
import { organismosModule } from './modules/organismos/index';
import { ratesModule } from './modules/rates/index';
import { readPrintedIdentity, settingsModule } from './modules/settings/index';
import { campaignsModule } from './modules/campaigns/index';
import { staffAdminModule } from './modules/staff-admin/index';
import { businessDateModule } from './modules/business-date/index';
import { certificatesModule } from './modules/certificates/index';
import { consoleDistDir, webDistDir } from './locations';

export type { AppConfig } from './plugins/base';

export interface AppDeps extends BaseOptions {
  limits?: Partial<AccountLimits>;
  /** Pino level, or false for no logging (tests). */
  logLevel?: string | false;
  /** Where log lines go (default stdout); tests read them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  webRoot?: string;
  /** The staff console's build (default apps/console/dist). */
  consoleRoot?: string;
  /** The wall clock the business date reads (tests inject one). */
  now?: () => Date;
}

/** What the portal plugin needs; logging is the Fastify instance's business. */
export type PortalOptions = Omit<AppDeps, 'logLevel' | 'logStream'>;

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const options: FastifyServerOptions = {
    logger: deps.logLevel === false ? false : loggerOptions(deps.logLevel ?? 'info', deps.logStream),
    // Fastify's two lines per request are replaced by plugins/request-log.ts (one line).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: deps.config.trustProxy ?? false,
    // Replaced by plugins/draining.ts, which answers in the API's envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);
  const { logLevel: _level, logStream: _stream, ...portalOptions } = deps;
  await app.register(portal, portalOptions);
  return app;
}

/**
 * The whole API and the web app it serves, as one plugin on a Fastify instance (fastify/demo's shape):
 * cross-cutting plugins, the base every module builds on, one plugin per module, then the pages.
 */
export const portal = fp<PortalOptions>(
  async (app, deps) => {
    await app.register(errorHandling);
    await app.register(requestLog);
    // Before draining, whose 503 also carries the security headers and no-store.
    // The member app's pages carry small inline scripts (its early calls): allowed by their hashes.
    await app.register(securityHeaders, { scriptHashes: inlineScriptHashes(deps.webRoot ?? webDistDir) });
    await app.register(draining);
    await app.register(jsonBodies);
    await app.register(csvBodies);
    await app.register(openApi);
    await app.register(base, {
      config: deps.config,
      db: deps.db,
      mailer: deps.mailer,
      smtpTiming: deps.smtpTiming,
      // Every e-mail's footer names the association as Ajustes has it when the mail is queued.
      mailIdentity: readPrintedIdentity,
    });
    await app.register(proxyWarning);
    await app.register(memberSession);
    await app.register(staffSession);
    await app.register(consoleRoutes);

    // One line per module (docs/decisions/020-module-recipe.md); a module names what it needs.
    await app.register(businessDateModule, { now: deps.now });
    await app.register(accountsModule, { limits: deps.limits });
    await app.register(memberBankAccountsModule);
    await app.register(newsModule);
    await app.register(notificationsModule);
    await app.register(loansModule);
    await app.register(loanRequestModule);
    await app.register(staffModule);
    await app.register(proposalsModule);
    await app.register(evaluationModule);
    await app.register(transfersModule);
    await app.register(auditModule);
    await app.register(supportModule);
    await app.register(payrollModule);
    await app.register(installmentsModule);
    await app.register(paymentsModule);
    await app.register(collectionsModule);
    await app.register(organismosModule);
    await app.register(ratesModule);
    await app.register(settingsModule);
    await app.register(campaignsModule);
    await app.register(staffAdminModule);
    await app.register(certificatesModule);

    // What the modules handed over, in one scope behind the staff guard.
    await app.register(consoleScope);
    // Open to anyone: the demo's alone (config.ts), never beside a real mail server.
    if (deps.config.mailbox && app.mailer.mode === 'outbox') await app.register(mailboxPage);
    await app.register(staticWeb, {
      root: deps.webRoot ?? webDistDir,
      consoleRoot: deps.consoleRoot ?? consoleDistDir,
      // The dashboard's first news picture is its largest paint (docs/decisions/016-news-images-by-address.md).
      imagePreloads: { '/dashboard': () => app.news.firstImageForEveryone() },
    });
  },
  { name: 'portal' },
);
