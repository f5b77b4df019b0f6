import { campaignPaths, type CreateCampaignInput } from '@portal/contract';
import type { Db, Queryable } from '../../src/db/connection';
import type { ConsoleClient } from './app';

/** A campaign as the console sends it: to everyone, now, unless said. */
export const campaignBody = (c: Partial<CreateCampaignInput> = {}): CreateCampaignInput => ({
  title: 'Asamblea General Ordinaria',
  text: 'Se convoca a Asamblea General Ordinaria el 30 de abril a las 18 h.',
  requiresAck: true,
  audience: { kind: 'all' },
  sendAt: null,
  ...c,
});

/** The console's campaign calls as `as` makes them. */
export const campaignCalls = (as: ConsoleClient) => ({
  create: (body: unknown) =>
    as.inject({
      method: 'POST',
      url: campaignPaths.list,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    }),
  list: (query = '') => as.get(`${campaignPaths.list}${query}`),
  detail: (id: number | string) => as.get(campaignPaths.detail.replace(':id', String(id))),
  cancel: (id: number | string) => as.post(campaignPaths.cancel.replace(':id', String(id))),
});

/** How many notifications each member has of the campaign (member id -> count), only those with any. */
export async function copiesOf(db: Queryable, campaignId: number) {
  const rows = await db.query<{ member_id: number; n: string }>(
    `SELECT member_id, count(*) AS n FROM notifications WHERE campaign_id = $1 GROUP BY member_id`,
    [campaignId],
  );
  return new Map(rows.map((r) => [r.member_id, Number(r.n)]));
}

/** Statements run through `db`, also inside its transactions, while `log.on` is true. */
export function recordingDb(db: Db, log: { on: boolean; statements: string[] }): Db {
  const record = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      if (log.on) log.statements.push(sql);
      return q.query(sql, params);
    },
  });
  return {
    ...db,
    query: (sql, params) => record(db).query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn(record(tx))),
  };
}
