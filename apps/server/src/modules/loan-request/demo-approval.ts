import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { addNotification } from '../notifications/index';
import { requestNoticeTexts } from './notices';
import { approveDueRequests } from './repository';

/**
 * Demo mode stands in for the evaluator (docs/product.md, "Loans"): approves every wizard request that has
 * waited `delaySeconds`, each with its notification, in one transaction, but leaves alone a request a
 * staff member has opened in the console (an evaluador deciding it). Answers how many it approved.
 */
export async function runDemoApproval(db: Db, delaySeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    const approved = await approveDueRequests(tx, delaySeconds);
    for (const loan of approved) {
      await addNotification(tx, loan.member_id, requestNoticeTexts.approved(loan.id, loan.producto));
    }
    return approved.length;
  });
}

/**
 * Runs the approval a few times per delay. The database decides what is due (request time + delay),
 * not a timer per request: a restart loses nothing and several processes against one PostgreSQL
 * approve each request once.
 */
export function startDemoApproval(db: Db, log: FastifyBaseLogger, delaySeconds: number) {
  const everyMs = Math.min(5_000, Math.max(1_000, (delaySeconds * 1000) / 4));
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const count = await runDemoApproval(db, delaySeconds);
      if (count > 0) log.info({ count }, 'demo approval: loan requests approved');
    } catch (err) {
      log.warn({ err }, 'demo approval failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
