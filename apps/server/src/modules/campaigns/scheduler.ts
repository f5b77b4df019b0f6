import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { writeAudit } from '../audit/index';
import { claimDueCampaign, deliverCampaign } from './repository';

/** At most this many campaigns per tick, so that a tick (and a shutdown waiting for it) stays short. */
const PER_TICK = 20;

export interface SentCampaign {
  id: number;
  delivered: number;
}

/**
 * Sends the campaigns whose time has come, each in its own transaction: claim (scheduled -> sent),
 * write its notifications, audit. Several processes sharing one PostgreSQL may run this at once: a
 * campaign is claimed by one transaction only (repository.ts, claimDueCampaign). Answers what it sent.
 */
export async function sendDueCampaigns(db: Db, limit = PER_TICK): Promise<SentCampaign[]> {
  const sent: SentCampaign[] = [];
  while (sent.length < limit) {
    const one = await db.transaction(async (tx) => {
      const claimed = await claimDueCampaign(tx);
      if (!claimed) return null;
      const delivered = await deliverCampaign(tx, claimed.id, claimed.audiencia);
      await writeAudit(tx, {
        staffId: null,
        address: null,
        action: 'campaign.sent',
        entity: 'campaign',
        entityId: claimed.id,
        after: { state: 'sent', delivered },
      });
      return { id: claimed.id, delivered };
    });
    if (!one) break;
    sent.push(one);
  }
  return sent;
}

/**
 * Runs sendDueCampaigns every `everyMs`. The database decides what is due, not a timer per campaign: a
 * restart loses nothing. Each tick runs as background work, so closing the app waits for a tick under
 * way; the returned function stops the timer.
 */
export function startCampaignScheduler(
  db: Db,
  log: FastifyBaseLogger,
  background: BackgroundTasks,
  everyMs = 10_000,
) {
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    background.run('campaign scheduler', async () => {
      try {
        const sent = await sendDueCampaigns(db);
        for (const s of sent) log.info({ campaign: s.id, delivered: s.delivered }, 'campaign sent');
      } finally {
        running = false;
      }
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
