import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createOutboxMailer, type Mailer } from '../mail/mailer';
import { createSmtpMailer, type SmtpTiming } from '../mail/smtp-mailer';
import type { IdentityReader } from '../mail/footer';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background-tasks';

export type AppConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> &
  Partial<Pick<Config, 'trustProxy' | 'staffTotp' | 'mailbox' | 'demoData'>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    background: BackgroundTasks;
  }
}

export interface BaseOptions {
  config: AppConfig;
  db: Db;
  /** Defaults to SMTP when config.smtpUrl is set, else the database outbox. */
  mailer?: Mailer;
  /** The SMTP sender's poll and retry pace (tests shrink it). */
  smtpTiming?: Partial<SmtpTiming>;
  /** What e-mail footers say of the association (the settings module's reader; app.ts passes it). */
  mailIdentity?: IdentityReader;
}

/** What every module builds on: the configuration, the database, the mailer, the limiter, background work. */
export const base = fp<BaseOptions>(
  async (app, { config, db, mailer: given, smtpTiming, mailIdentity }) => {
    const smtp = config.smtpUrl
      ? createSmtpMailer(db, config.smtpUrl, config.mailFrom, app.log, smtpTiming, mailIdentity)
      : undefined;
    const mailer = given ?? smtp ?? createOutboxMailer(db, app.log, mailIdentity);
    if (mailer === smtp) app.addHook('onReady', async () => smtp.start());
    const background = createBackgroundTasks(app.log);
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    app.decorate('rateLimiter', createRateLimiter(db));
    app.decorate('background', background);
    app.addHook('onClose', async () => {
      await background.idle();
      await mailer.close();
    });
  },
  { name: 'base' },
);
