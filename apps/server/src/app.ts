import './lib/zod-spanish';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from './lib/fast-serializer';
import type { Db } from './db/connection';
import type { Config } from './config';
import { createOutboxMailer, type Mailer } from './mail/mailer';
import { createSmtpMailer, type SmtpTiming } from './mail/smtp-mailer';
import { createRateLimiter } from './lib/rate-limiter';
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
import { createStaffService, staffSessionRoutes } from './modules/staff/index';
import {
  createEvaluationService,
  evaluationRoutes,
  transferKind,
  transferReversalKind,
} from './modules/evaluation/index';
import {
  createStaffAdminService,
  staffAdminRoutes,
  staffCreateKind,
  staffRolesKind,
} from './modules/staff-admin/index';
import { createProposalsService, proposalRoutes } from './modules/proposals/index';
import { auditRoutes, createAuditService } from './modules/audit/index';
import { createSupportService, supportRoutes } from './modules/support/index';
import {
  createPayrollService,
  payrollRoutes,
  postingReversalKind,
  resultsKind,
  capacitiesKind,
} from './modules/payroll/index';
import { createOrganismosService, organismoRoutes } from './modules/organismos/index';
import {
  createRatesService,
  lineCreateKind,
  lineRenameKind,
  rateRoutes,
  rateVersionKind,
} from './modules/rates/index';
import { createSettingsService, settingsRoutes } from './modules/settings/index';
import { campaignRoutes, createCampaignsService } from './modules/campaigns/index';
import { consoleDistDir, webDistDir } from './locations';
import { createBackgroundTasks } from './lib/background-tasks';
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

export type AppConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> &
  Partial<Pick<Config, 'trustProxy' | 'staffTotp' | 'mailbox'>>;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Defaults to SMTP when config.smtpUrl is set, else the database outbox. */
  mailer?: Mailer;
  /** The SMTP sender's poll and retry pace (tests shrink it). */
  smtpTiming?: Partial<SmtpTiming>;
  limits?: Partial<AccountLimits>;
  /** Pino level, or false for no logging (tests). */
  logLevel?: string | false;
  /** Where log lines go (default stdout); tests read them to prove secrets stay out. */
  logStream?: { write(line: string): void };
  webRoot?: string;
  /** The staff console's build (default apps/console/dist). */
  consoleRoot?: string;
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
 * cross-cutting plugins first, then the services as decorators, then the routes.
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

    // Domain services as decorators.
    const smtp = deps.config.smtpUrl
      ? createSmtpMailer(deps.db, deps.config.smtpUrl, deps.config.mailFrom, app.log, deps.smtpTiming)
      : undefined;
    const mailer = deps.mailer ?? smtp ?? createOutboxMailer(deps.db, app.log);
    if (mailer === smtp) app.addHook('onReady', async () => smtp.start());
    const rateLimiter = createRateLimiter(deps.db);
    const background = createBackgroundTasks(app.log);
    app.decorate('config', deps.config);
    app.decorate('db', deps.db);
    app.decorate('mailer', mailer);
    app.decorate('rateLimiter', rateLimiter);
    app.decorate('background', background);
    app.decorate(
      'accounts',
      createAccountsService({
        db: deps.db,
        mailer,
        limiter: rateLimiter,
        publicUrl: deps.config.publicUrl,
        limits: { ...defaultAccountLimits, ...deps.limits },
        background,
      }),
    );
    app.decorate('news', createNewsService({ db: deps.db }));
    app.decorate('notifications', createNotificationsService({ db: deps.db }));
    app.decorate(
      'loans',
      createLoansService({ db: deps.db, mailer, limiter: rateLimiter, limits: defaultLoanLimits }),
    );
    app.decorate('loanRequest', createLoanRequestService({ db: deps.db }));
    const staff = createStaffService({
      db: deps.db,
      limiter: rateLimiter,
      publicUrl: deps.config.publicUrl,
      totp: deps.config.staffTotp ?? true,
      mailer,
    });
    app.decorate('staff', staff);
    const proposals = createProposalsService({ db: deps.db });
    proposals.register('loan.transfer', transferKind(mailer));
    proposals.register('payroll.results', resultsKind(mailer));
    proposals.register('payroll.capacities', capacitiesKind());
    proposals.register('payroll.reversal', postingReversalKind(mailer));
    proposals.register('loan.transfer-reversal', transferReversalKind(mailer));
    proposals.register('staff.create', staffCreateKind(staff, mailer));
    proposals.register('staff.roles', staffRolesKind());
    proposals.register('rates.version', rateVersionKind());
    proposals.register('lines.create', lineCreateKind());
    proposals.register('lines.rename', lineRenameKind());
    app.decorate('proposals', proposals);
    app.decorate('staffAdmin', createStaffAdminService({ db: deps.db, proposals }));
    app.decorate('audit', createAuditService({ db: deps.db }));
    app.decorate(
      'support',
      createSupportService({
        db: deps.db,
        sendPasswordReset: (memberId) => app.accounts.sendPasswordReset(memberId),
      }),
    );
    app.decorate('evaluation', createEvaluationService({ db: deps.db, mailer, proposals }));
    app.decorate('payroll', createPayrollService({ db: deps.db, proposals }));
    app.decorate('organismos', createOrganismosService({ db: deps.db }));
    app.decorate('rates', createRatesService({ db: deps.db, proposals }));
    app.decorate('settings', createSettingsService({ db: deps.db }));
    app.decorate('campaigns', createCampaignsService({ db: deps.db }));
    await app.register(memberSession);
    await app.register(staffSession);
    app.addHook('onClose', async () => {
      await background.idle();
      await mailer.close();
    });
    warnOfUndeclaredProxy(app, deps.config.trustProxy ?? false);

    // Routes.
    await app.register(accountRoutes);
    await app.register(newsRoutes);
    await app.register(notificationRoutes);
    await app.register(loanRoutes);
    await app.register(loanRequestRoutes);
    await app.register(staffSessionRoutes);
    await app.register(evaluationRoutes);
    await app.register(proposalRoutes);
    await app.register(auditRoutes);
    await app.register(supportRoutes);
    await app.register(payrollRoutes);
    await app.register(organismoRoutes);
    await app.register(rateRoutes);
    await app.register(settingsRoutes);
    await app.register(campaignRoutes);
    await app.register(staffAdminRoutes);
    // Open to anyone: the demo's alone (config.ts), never beside a real mail server.
    if (deps.config.mailbox && mailer.mode === 'outbox') await app.register(mailboxPage);
    await app.register(staticWeb, {
      root: deps.webRoot ?? webDistDir,
      consoleRoot: deps.consoleRoot ?? consoleDistDir,
      // The dashboard's first news picture is its largest paint (docs/decisions/016-news-images-by-address.md).
      imagePreloads: { '/dashboard': () => app.news.firstImageForEveryone() },
    });
  },
  { name: 'portal' },
);

/**
 * Forwarded headers with TRUST_PROXY off: the server sits behind a proxy nobody declared, so limits
 * see the proxy's address (see lib/client-address.ts). Said once, so the operator can set it.
 */
function warnOfUndeclaredProxy(app: FastifyInstance, trustProxy: boolean) {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    done();
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      'X-Forwarded-For received while TRUST_PROXY is off: behind a proxy, set TRUST_PROXY=on (see README)',
    );
  });
}
