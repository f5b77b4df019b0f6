import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@portal/contract';
import { createPgDb, type Db } from '../../../src/db/connection';
import { sendDueCampaigns, startCampaignScheduler } from '../../../src/modules/campaigns/index';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { databaseUrlFor } from '../../support/pg-urls';
import { campaignBody, campaignCalls, copiesOf } from '../../support/campaigns';

// Set by the test that makes the next delivery fail, through the app's database handle.
let failNextDelivery = false;
const { app, db, consoleAs } = await createTestApp({
  staffTotp: false,
  wrapDb: (plain) => ({
    ...plain,
    transaction: (fn) =>
      plain.transaction((tx) =>
        fn({
          query: (sql, params) => {
            if (failNextDelivery && sql.includes('INSERT INTO notifications')) {
              failNextDelivery = false;
              throw new Error('the database went away mid-send');
            }
            return tx.query(sql, params);
          },
        }),
      ),
  }),
});
const comunicaciones = campaignCalls(await consoleAs('com@s.test', ['comunicaciones']));
const memberIds = await Promise.all([1, 2, 3, 4].map(async () => (await createMember(db)).id));

/**
 * On PostgreSQL a second pool on the same database stands for a second server process; PGlite is one
 * process's embedded database, so there the ticks share it (and run one transaction at a time).
 */
async function secondProcessDb(): Promise<{ other: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url || db.kind !== 'pg') return { other: db, close: async () => {} };
  const { name } = (await db.query<{ name: string }>(`SELECT current_database() AS name`))[0]!;
  const other = createPgDb(databaseUrlFor(url, name), 5);
  return { other, close: () => other.close() };
}

/** Scheduled through the console, then made due (the API only takes future times). */
async function dueCampaign(title: string) {
  const res = await comunicaciones.create(
    campaignBody({ title, sendAt: new Date(Date.now() + 3600_000).toISOString() }),
  );
  const { id } = res.json<{ id: number }>();
  await db.query(`UPDATE campaigns SET send_at = now() - interval '1 second' WHERE id = $1`, [id]);
  return id;
}

/** Ascending, for comparing sets of ids. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const stateOf = async (id: number) => (await comunicaciones.detail(id)).json<CampaignDetail>();

describe('the campaign scheduler', () => {
  it('sends each due campaign exactly once when several processes tick at the same time', async () => {
    const due = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => dueCampaign(`Aviso ${n}`)));
    const later = (
      await comunicaciones.create(
        campaignBody({ title: 'Más tarde', sendAt: new Date(Date.now() + 3600_000).toISOString() }),
      )
    ).json<{ id: number }>().id;
    const { other, close } = await secondProcessDb();
    try {
      const ticks = await Promise.all([
        sendDueCampaigns(db),
        sendDueCampaigns(other),
        sendDueCampaigns(db),
        sendDueCampaigns(other),
      ]);
      const sent = ticks.flat().map((s) => s.id);
      // Every due campaign went, by one tick only.
      expect(sorted(sent)).toEqual(sorted(due));
      for (const s of ticks.flat()) expect(s.delivered).toBe(memberIds.length);
    } finally {
      await close();
    }
    for (const id of due) {
      const copies = await copiesOf(db, id);
      expect(copies.size).toBe(memberIds.length);
      expect([...copies.values()].every((n) => n === 1)).toBe(true);
      expect(await stateOf(id)).toMatchObject({
        state: 'sent',
        counts: { delivered: memberIds.length, viewed: 0, acknowledged: 0 },
      });
    }
    // The one not due stays scheduled, untouched.
    expect(await stateOf(later)).toMatchObject({ state: 'scheduled', counts: { delivered: 0 } });
    expect((await copiesOf(db, later)).size).toBe(0);
    // A later tick finds nothing left to send.
    expect(await sendDueCampaigns(db)).toEqual([]);
    // Each sending is audited once, by the system (no staff member).
    const audits = await db.query<{ entity_id: string; staff_id: number | null }>(
      `SELECT entity_id, staff_id FROM audit_log WHERE action = 'campaign.sent'`,
    );
    expect(sorted(audits.map((a) => Number(a.entity_id)))).toEqual(sorted(due));
    expect(audits.every((a) => a.staff_id === null)).toBe(true);
  });

  it('keeps a campaign due when its sending fails, and sends it whole at the next tick', async () => {
    const id = await dueCampaign('Reintento');
    failNextDelivery = true;
    await expect(sendDueCampaigns(app.db)).rejects.toThrow('the database went away mid-send');
    expect(await stateOf(id)).toMatchObject({ state: 'scheduled', sentAt: null });
    expect((await copiesOf(db, id)).size).toBe(0);
    expect(await sendDueCampaigns(app.db)).toEqual([{ id, delivered: memberIds.length }]);
  });

  it("runs on the server's timer as background work, and stops when told", async () => {
    const stop = startCampaignScheduler(app.db, app.log, app.background, 50);
    try {
      const id = await dueCampaign('Con el reloj');
      await expect.poll(async () => (await stateOf(id)).state, { timeout: 10_000 }).toBe('sent');
      expect((await copiesOf(db, id)).size).toBe(memberIds.length);
    } finally {
      stop();
    }
    await app.background.idle();
    const after = await dueCampaign('Después de parar');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stateOf(after)).state).toBe('scheduled');
  });
});
