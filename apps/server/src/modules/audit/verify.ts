import type { Db, Queryable } from '../../db/connection';

/** Migration 027's genesis: the first row's prev_hash. */
export const GENESIS_HASH = '0'.repeat(64);
const PAGE = 1000;

export interface ChainReport {
  ok: boolean;
  /** Rows checked. */
  rows: number;
  /** The first row whose hash or prev_hash does not match (after a deleted row: the row after the gap;
   * a deleted last row: the head's last id). null when the chain holds. */
  firstBroken: number | null;
}

interface ChainRow {
  id: string;
  prev_hash: string;
  hash: string;
  computed: string;
}

/**
 * Recomputes the audit chain in id order, a page at a time, in one snapshot (REPEATABLE READ): rows
 * appended meanwhile neither show as missing from the head nor hide a row forged past it. The canonical text is spelled out here again
 * (not only in migration 027's audit_log_hash) so that a function replaced in the database does not hide
 * a changed row.
 */
export const verifyAuditChain = (db: Db): Promise<ChainReport> =>
  db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return verifyIn(tx);
  });

async function verifyIn(q: Queryable): Promise<ChainReport> {
  let expectedPrev = GENESIS_HASH;
  let lastId = 0n;
  let rows = 0;
  let firstBroken: number | null = null;
  for (;;) {
    const page = await q.query<ChainRow>(
      `SELECT id, prev_hash, hash,
              encode(sha256(convert_to(jsonb_build_array(
                id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), staff_id, address,
                action, entity, entity_id, before, after, reason, prev_hash)::text, 'UTF8')), 'hex') AS computed
         FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2`,
      [String(lastId), PAGE],
    );
    for (const r of page) {
      rows += 1;
      if (firstBroken === null && (r.prev_hash !== expectedPrev || r.computed !== r.hash))
        firstBroken = Number(r.id);
      expectedPrev = r.hash;
      lastId = BigInt(r.id);
    }
    if (page.length < PAGE) break;
  }
  const [head] = await q.query<{ last_id: string; last_hash: string }>(
    'SELECT last_id, last_hash FROM audit_chain_head',
  );
  if (firstBroken === null && (!head || BigInt(head.last_id) !== lastId || head.last_hash !== expectedPrev))
    firstBroken = head ? Number(head.last_id) : Number(lastId);
  return { ok: firstBroken === null, rows, firstBroken };
}
