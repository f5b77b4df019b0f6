import path from 'node:path';
import type { Config } from './config';
import { buildApp } from './app';
import { createPgDb, openPglite, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { backfillInstallments } from './modules/installments/index';
import { grantAppRole } from './db/app-role';
import { lockDataDir } from './db/data-dir-lock';
import { loadDemoData, demoLogins, demoStaffLogins } from './demo/index';
import { startHousekeeping } from './db/housekeeping';
import { startDemoApproval } from './modules/loan-request/demo-approval';
import { startCampaignScheduler } from './modules/campaigns/index';
import { startDailyJobScheduler } from './modules/business-date/index';
import { startCertificateScheduler } from './modules/certificates/index';

/**
 * From SIGTERM to the end of close(): in-flight requests, the mail being sent and the database close all
 * fit inside it, so the process exits well within a container platform's grace period (often 10 s).
 */
export const CLOSE_DEADLINE_MS = 8_000;
/** Connections still open then are cut, leaving the rest of the deadline to the mailer and database. */
const CUT_CONNECTIONS_MS = CLOSE_DEADLINE_MS - 1_500;
/** The database close gets this long after the deadline before the lock is left to a later takeover. */
const DB_CLOSE_MS = 1_000;

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Whether `work` settled (either way) within `ms`; it is not stopped when it did not. */
async function settlesWithin(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([
      work.then(
        () => true as const,
        () => true as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(config: Config): Promise<{ db: Db; release: () => void }> {
  if (config.databaseUrl) return { db: createPgDb(config.databaseUrl), release: () => {} };
  const release = lockDataDir(config.dataDir);
  try {
    return { db: await openPglite(path.join(config.dataDir, 'pgdata')), release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Migrations run as the tables' owner: DATABASE_OWNER_URL when set (the server's own role then owns
 * nothing and cannot alter a table, README "Audit integrity and database roles"), else the server's db.
 * The owner then grants DATABASE_URL's role what it needs (db/app-role.ts), on every start.
 */
export async function migrateAsOwner(config: Config, db: Db) {
  if (!config.databaseUrl || !config.databaseOwnerUrl) return migrate(db);
  const owner = createPgDb(config.databaseOwnerUrl, 1);
  try {
    const applied = await migrate(owner);
    const role = decodeURIComponent(new URL(config.databaseUrl).username);
    const [{ same } = { same: false }] = await owner.query<{ same: boolean }>(
      'SELECT current_user = $1 AS same',
      [role],
    );
    if (role && !same) await grantAppRole(owner, role);
    return applied;
  } finally {
    await owner.close();
  }
}

/** Everything the process does except reading the environment and handling signals. */
export async function startServer(
  config: Config,
  options: { logLevel?: string | false; webRoot?: string } = {},
): Promise<RunningServer> {
  const { db, release } = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopTimers = () => {};
  let closeUntil = Number.POSITIVE_INFINITY;
  const left = () => closeUntil - Date.now();

  let closed: Promise<void> | undefined;
  const close = () => (closed ??= closeOnce());
  const closeOnce = async () => {
    closeUntil = Date.now() + CLOSE_DEADLINE_MS;
    stopTimers();
    const closing = app;
    if (closing) {
      // Stops accepting, answers in-flight requests (later ones on open connections get 503, see
      // plugins/draining.ts) and closes idle keep-alive connections; a client that never finishes its
      // request cannot hold the process: its connection is cut.
      const server = closing.server;
      const cut = setTimeout(() => server.closeAllConnections(), CUT_CONNECTIONS_MS);
      try {
        if (!(await settlesWithin(closing.close(), left()))) {
          server.closeAllConnections();
          closing.log.warn(
            `closing took over ${CLOSE_DEADLINE_MS / 1000} s: connections cut, unfinished work left behind`,
          );
        }
      } finally {
        clearTimeout(cut);
      }
    }
    // A database that does not close keeps its lock: this process exits next, and the next start takes
    // a dead process's lock over, whereas in-process the folder must not be opened twice.
    if (await settlesWithin(db.close(), Math.max(left(), 0) + DB_CLOSE_MS)) release();
  };
  try {
    await migrateAsOwner(config, db);
    app = await buildApp({ config, db, ...options });
    const running = app;
    const log = app.log;
    // Mail queued by the last requests leaves before the mailer closes (plugins/base.ts's onClose hook:
    // Fastify runs onClose hooks last-registered first), but never past the deadline; what stays is in
    // the outbox for the next start.
    running.addHook('onClose', async () => {
      await settlesWithin(
        running.background.idle().then(() => running.mailer.whenIdle()),
        left() - 500,
      );
    });
    if (config.demoData && (await loadDemoData(db, await running.businessDate.today())))
      log.info('demo data loaded');
    // Loans disbursed before installments were rows get theirs (once: a loan with rows is left alone).
    const backfilled = await db.transaction(async (tx) =>
      backfillInstallments(tx, await running.businessDate.todayIn(tx)),
    );
    if (backfilled > 0) log.info({ loans: backfilled }, 'installments written for earlier loans');
    const stopHousekeeping = startHousekeeping(db, log);
    const stopApproval = config.demoApprovalSeconds
      ? startDemoApproval(db, log, config.demoApprovalSeconds)
      : () => {};
    // Scheduled campaigns; a tick under way is background work, which closing waits for.
    const stopCampaigns = startCampaignScheduler(db, log, running.background);
    // The daily jobs of the real day once it changes (moving the demo date runs the days it passes).
    const stopDailyJobs = startDailyJobScheduler(running.businessDate, log, running.background);
    // The libre deuda of loans that ended 'Cancelado' (the demo's paid-off ones at the first tick).
    const stopCertificates = startCertificateScheduler(running.certificates, log, running.background);
    stopTimers = () => {
      stopCertificates();
      stopHousekeeping();
      stopApproval();
      stopCampaigns();
      stopDailyJobs();
    };
    const address = await app.listen({ port: config.port, host: config.host });
    const url = address.replace('://127.0.0.1', '://localhost').replace('://[::1]', '://localhost');
    return { url, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

export function describeStart(url: string, config: Config) {
  const lines = [`Portal de Socios listening on ${url}`];
  lines.push(
    config.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.dataDir}`,
  );
  if (config.smtpUrl) lines.push('Mail: SMTP (SMTP_URL)');
  else if (config.mailbox)
    lines.push(
      `Mail: not sent, shown at ${url}/dev/mailbox`,
      '  The mailbox is OPEN TO ANYONE who can reach this address, with no sign-in: sign-up codes, staff',
      '  setup links and legajos. Demo only; set SMTP_URL for real mail.',
    );
  else
    lines.push('Mail: not sent, kept in the outbox table and shown nowhere (MAIL_OUTBOX=on; set SMTP_URL)');
  if (config.demoData) {
    lines.push('Demo logins:');
    for (const l of demoLogins) lines.push(`  ${l.mail} / ${l.password}  (${l.description})`);
    lines.push(`Demo staff logins (staff console at ${url}/console/):`);
    for (const l of demoStaffLogins) lines.push(`  ${l.mail} / ${l.password}  (${l.description})`);
  }
  if (!config.staffTotp)
    lines.push('STAFF_TOTP is off: staff sign in without a second factor (demo only; set STAFF_TOTP=on)');
  if (config.demoApprovalSeconds)
    lines.push(`Demo: loan requests are approved ${config.demoApprovalSeconds} s after they are sent`);
  return lines.join('\n');
}
