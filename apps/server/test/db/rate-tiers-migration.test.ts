import { argentineDay } from '@portal/contract/argentine-day';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDb, openPglite, type Db } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { migrationsDir } from '../../src/locations';
import { loadLine } from '../../src/modules/loan-request/index';
import { plans } from '../../src/modules/loan-math/index';
import { adminUrl, databaseUrlFor } from '../support/pg-urls';

/** An empty database of its own (this test migrates it step by step), dropped after the file. */
async function emptyDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = createPgDb(databaseUrlFor(url, name), 2);
  return {
    db,
    async drop() {
      await db.close();
      const again = new pg.Client({ connectionString: adminUrl(url) });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** The migrations before 023, in a folder of their own. */
function migrationsBefore023() {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-021-'));
  for (const file of readdirSync(migrationsDir).filter((f) => f < '023'))
    symlinkSync(path.join(migrationsDir, file), path.join(dir, file));
  return dir;
}

const { db, drop } = await emptyDatabase();
const before023 = migrationsBefore023();
afterAll(async () => {
  rmSync(before023, { recursive: true, force: true });
  await drop();
});

describe('migration 023', () => {
  it('keeps a version approved before tiers as one range, priced as before', async () => {
    await migrate(db, before023);
    await db.query(`INSERT INTO loan_lines (id, nombre) VALUES (1, 'Préstamo Personal')`);
    await db.query(
      `INSERT INTO loan_line_terms (line_id, min_amount, max_amount, step) VALUES (1, 50000, 100000, 50000)`,
    );
    await db.query(`INSERT INTO loan_line_rates (line_id, cuotas, tna) VALUES (1, 12, 80)`);
    await db.query(`INSERT INTO staff (id, email) VALUES (1, 'p@x.test')`);
    await db.query(
      `INSERT INTO proposals (id, kind, entity, entity_id, payload, proposed_by) VALUES (1, 'rates.version', 'linea', '1', '{}', 1)`,
    );
    await db.query(
      `INSERT INTO rate_table_versions (id, line_id, min_amount, max_amount, step, vigente_desde, proposal_id)
       VALUES (7, 1, 100000, 300000, 100000, now() - interval '1 day', 1)`,
    );
    await db.query(
      `INSERT INTO rate_table_version_rates (version_id, cuotas, tna) VALUES (7, 6, 60), (7, 12, 65)`,
    );

    expect(await migrate(db)).toBeGreaterThan(0);

    const rows = await db.query(
      `SELECT min_amount::text, max_amount::text, step::text, cuotas, tna::text
         FROM rate_table_version_rates WHERE version_id = 7 ORDER BY cuotas`,
    );
    expect(rows).toEqual([
      { min_amount: '100000.00', max_amount: '300000.00', step: '100000.00', cuotas: 6, tna: '60.00' },
      { min_amount: '100000.00', max_amount: '300000.00', step: '100000.00', cuotas: 12, tna: '65.00' },
    ]);
    // The version in force prices new plans; the first table is still there for what was priced with it.
    const line = await loadLine(db, 1, { inForceOn: argentineDay(new Date()) });
    expect(line.versionId).toBe(7);
    expect(line.rates).toEqual([
      { minAmount: 100_000, maxAmount: 300_000, step: 100_000, tnaByInstallments: { 6: 60, 12: 65 } },
    ]);
    const offered = plans({ lineId: 1, rates: line.rates, availableCapacity: 1e9, declaredCap: null });
    expect(offered.map((p) => [p.MontoPrestado, p.CantidadCuotas, p.TNA])).toEqual([
      [100_000, 6, 60],
      [100_000, 12, 65],
      [200_000, 6, 60],
      [200_000, 12, 65],
      [300_000, 6, 60],
      [300_000, 12, 65],
    ]);
    const first = await loadLine(db, 1, { versionId: null });
    expect(first.rates).toEqual([
      { minAmount: 50_000, maxAmount: 100_000, step: 50_000, tnaByInstallments: { 12: 80 } },
    ]);
    // The new kinds are allowed, and a version may belong to a line with no first table.
    await db.query(`INSERT INTO loan_lines (id, nombre) VALUES (2, 'Línea Nueva')`);
    await db.query(
      `INSERT INTO proposals (id, kind, entity, entity_id, payload, proposed_by) VALUES (2, 'lines.create', 'linea', 'nueva:x', '{}', 1)`,
    );
    await db.query(
      `INSERT INTO rate_table_versions (line_id, vigente_desde, proposal_id) VALUES (2, now(), 2)`,
    );
  });
});
