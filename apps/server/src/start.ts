import path from 'node:path';
import type { Config } from './config';
import { buildApp } from './app';
import { createPgDb, openPglite, type Db } from './plugins/db';
import { migrate } from './plugins/migrate';
import { lockDataDir } from './plugins/data-dir-lock';
import { loadDemoData, demoLogins } from './demo/index';
import { startHousekeeping } from './plugins/housekeeping';
import { startDemoApproval } from './modules/loan-request/demo-approval';

/** How long in-flight requests get to finish after SIGTERM. */
export const CLOSE_DEADLINE_MS = 7_000;

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

async function openDatabase(config: Config): Promise<{ db: Db; release: () => void }> {
  if (config.databaseUrl) return { db: createPgDb(config.databaseUrl), release: () => {} };
  const release = lockDataDir(config.dataDir);
  try {
    return { db: await openPglite(path.join(config.dataDir, 'pgdata')), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Everything the process does except reading the environment and handling signals. */
export async function startServer(config: Config, options: { logLevel?: string | false; webRoot?: string } = {}): Promise<RunningServer> {
  const { db, release } = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopHousekeeping = () => {};
  const close = async () => {
    stopHousekeeping();
    if (app) {
      // In-flight requests may finish until the deadline; then every connection is cut so the process
      // exits well inside a container platform's grace period (often 10 s).
      const server = app.server;
      const deadline = setTimeout(() => server.closeAllConnections(), CLOSE_DEADLINE_MS);
      deadline.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
    }
    await db.close();
    release();
  };
  try {
    await migrate(db);
    app = await buildApp({ config, db, ...options });
    const log = app.log;
    if (config.demoData && (await loadDemoData(db))) log.info('demo data loaded');
    stopHousekeeping = startHousekeeping(db, log);
    if (config.demoApprovalSeconds) {
      const stopApproval = startDemoApproval(db, log, config.demoApprovalSeconds);
      const stopOthers = stopHousekeeping;
      stopHousekeeping = () => {
        stopOthers();
        stopApproval();
      };
    }
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
  lines.push(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);
  lines.push(config.smtpUrl ? 'Mail: SMTP (SMTP_URL)' : `Mail: outbox, readable at ${url}/dev/mailbox`);
  if (config.demoData) {
    lines.push('Demo logins:');
    for (const l of demoLogins) lines.push(`  ${l.mail} / ${l.password}  (${l.description})`);
  }
  if (config.demoApprovalSeconds) lines.push(`Demo: loan requests are approved ${config.demoApprovalSeconds} s after they are sent`);
  return lines.join('\n');
}
