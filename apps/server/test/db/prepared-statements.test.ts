import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { MAX_PREPARED } from '../../src/db/connection';

const { db, drop } = await createTestDatabase();
afterAll(drop);

const preparedTexts = async (conn: { query: typeof db.query }) =>
  (await conn.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map(
    (row) => row.statement,
  );

// PGlite has one connection and runs queries as they come; named statements are the PostgreSQL pool's.
describe.skipIf(db.kind !== 'pg')('prepared statements on PostgreSQL', () => {
  it('prepares a parameterised text once per connection and reuses it', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    await db.withConnection(async (conn) => {
      expect(await conn.query(text, [1])).toEqual([{ next: 2 }]);
      expect(await conn.query(text, [41])).toEqual([{ next: 42 }]);
      expect((await preparedTexts(conn)).filter((s) => s === text)).toHaveLength(1);
    });
  });

  it('leaves a text without parameters unnamed (the simple protocol)', async () => {
    await db.withConnection(async (conn) => {
      expect(await conn.query('SELECT 7 AS seven')).toEqual([{ seven: 7 }]);
      expect(await preparedTexts(conn)).not.toContain('SELECT 7 AS seven');
    });
  });

  it(`stops naming new texts after ${MAX_PREPARED}, and those still run`, async () => {
    await db.withConnection(async (conn) => {
      for (let i = 0; i <= MAX_PREPARED; i++) await conn.query(`SELECT $1::int + ${i} AS n`, [0]);
      expect(await conn.query(`SELECT $1::int + ${MAX_PREPARED + 7} AS n`, [1])).toEqual([
        { n: MAX_PREPARED + 8 },
      ]);
      const prepared = await preparedTexts(conn);
      expect(prepared.length).toBeLessThanOrEqual(MAX_PREPARED);
      expect(prepared).not.toContain(`SELECT $1::int + ${MAX_PREPARED + 7} AS n`);
    });
  });
});
