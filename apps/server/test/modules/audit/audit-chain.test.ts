import { describe, expect, it } from 'vitest';
import type { AuditVerifyResponse } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { writeAudit } from '../../../src/modules/audit/repository';
import { verifyAuditChain } from '../../../src/modules/audit/verify';
import type { Db } from '../../../src/db/connection';

const { db, owner, consoleAs } = await createTestApp({ staffTotp: false });
const auditor = await consoleAs('auditor@chain.test', ['auditor']);
const evaluador = await consoleAs('evaluador@chain.test', ['evaluador']);
const verify = async (as = auditor) => {
  const res = await as.get('/api/console/audit/verify');
  return { status: res.statusCode, body: res.json<AuditVerifyResponse>() };
};
const entry = (i: number) => ({
  staffId: null,
  address: '10.0.0.1',
  action: 'test.chain',
  entity: 'member',
  entityId: i,
  before: { n: i, texto: 'ñandú "citado"' },
  after: { n: i + 1 },
  reason: `fila ${i}`,
});

/** As the table's owner, behind the server's back: the append-only and chain triggers off. */
const behindTheBack = (sql: string) =>
  owner.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_log DISABLE TRIGGER ALL');
    await tx.query(sql);
    await tx.query('ALTER TABLE audit_log ENABLE TRIGGER ALL');
  });

const lastIds = async (n: number) =>
  (await db.query<{ id: string }>('SELECT id FROM audit_log ORDER BY id DESC LIMIT $1', [n]))
    .map((r) => Number(r.id))
    .reverse();

describe('the audit chain', () => {
  it('links rows written in parallel, from the pool and from open transactions, in id order', async () => {
    // Verified while they are written: every answer sees a whole chain.
    const writes = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? writeAudit(db, entry(i))
        : db.transaction(async (tx) => {
            await writeAudit(tx, entry(i));
            await writeAudit(tx, entry(i + 1000));
          }),
    );
    const during = await Promise.all([verify(), verify(), verify()]);
    await Promise.all(writes);
    for (const answer of during) expect(answer.body).toMatchObject({ ok: true });
    // A row inserted by raw SQL, with a forged id and hash, is chained all the same.
    await db.query(
      `INSERT INTO audit_log (id, action, entity, prev_hash, hash) VALUES (999999, 'raw', 'member', 'x', 'y')`,
    );
    const rows = await db.query<{ id: string; prev_hash: string; hash: string }>(
      'SELECT id, prev_hash, hash FROM audit_log ORDER BY id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(75);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect(rows.at(-1)!.id).not.toBe('999999');
    expect(await verify()).toEqual({ status: 200, body: { ok: true, rows: rows.length, firstBroken: null } });
  });

  it('answers only with audit.read', async () => {
    expect((await verify(evaluador)).status).toBe(403);
  });

  it('names a row changed behind the server’s back', async () => {
    const [a] = await lastIds(3);
    await behindTheBack(`UPDATE audit_log SET reason = 'otra cosa' WHERE id = ${a}`);
    expect((await verify()).body).toMatchObject({ ok: false, firstBroken: a });
    // Put back as it was: the chain holds again.
    await behindTheBack(`UPDATE audit_log SET reason = 'fila ' || (entity_id::int) WHERE id = ${a}`);
    expect((await verify()).body).toMatchObject({ ok: true, firstBroken: null });
  });

  it('names a row whose hash was recomputed too (the next row no longer links)', async () => {
    const [a, b] = await lastIds(3);
    await behindTheBack(
      `UPDATE audit_log SET reason = 'x', hash = audit_log_hash(id, at, staff_id, address, action, entity,
        entity_id, before, after, 'x', prev_hash) WHERE id = ${a}`,
    );
    expect((await verify()).body).toMatchObject({ ok: false, firstBroken: b });
  });
});

describe('deleting rows', async () => {
  const other = await createTestApp({ staffTotp: false });
  for (let i = 0; i < 5; i += 1) await writeAudit(other.db, entry(i));
  const check = () => verifyAuditChain(other.db);
  const remove = (o: Db, id: number) =>
    o.transaction(async (tx) => {
      await tx.query('ALTER TABLE audit_log DISABLE TRIGGER ALL');
      await tx.query('DELETE FROM audit_log WHERE id = $1', [id]);
      await tx.query('ALTER TABLE audit_log ENABLE TRIGGER ALL');
    });
  const ids = async () =>
    (await other.db.query<{ id: string }>('SELECT id FROM audit_log ORDER BY id')).map((r) => Number(r.id));

  it('names the row after a deleted one, and the last id when the last row is deleted', async () => {
    expect(await check()).toMatchObject({ ok: true });
    const before = await ids();
    await remove(other.owner, before.at(-3)!);
    expect(await check()).toMatchObject({ ok: false, firstBroken: before.at(-2) });

    const fresh = await createTestApp({ staffTotp: false });
    await writeAudit(fresh.db, entry(1));
    await writeAudit(fresh.db, entry(2));
    const all = (await fresh.db.query<{ id: string }>('SELECT id FROM audit_log ORDER BY id')).map((r) =>
      Number(r.id),
    );
    await remove(fresh.owner, all.at(-1)!);
    expect(await verifyAuditChain(fresh.db)).toMatchObject({ ok: false, firstBroken: all.at(-1) });
  });
});

describe.runIf(process.env.DATABASE_URL)('the server’s database role', () => {
  it('may not disable the triggers, change or delete rows, nor move the chain’s head', async () => {
    await expect(db.query('ALTER TABLE audit_log DISABLE TRIGGER ALL')).rejects.toThrow(/owner/);
    await expect(db.query('UPDATE audit_log SET reason = NULL')).rejects.toThrow(/permission denied/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/permission denied/);
    await expect(db.query('UPDATE audit_chain_head SET last_id = 0')).rejects.toThrow(/permission denied/);
    await expect(db.query('DROP TRIGGER audit_log_chain ON audit_log')).rejects.toThrow(/owner/);
  });
});
