import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDb } from '../../src/db/connection';
import { migrateAsOwner } from '../../src/start';
import { writeAudit } from '../../src/modules/audit/repository';
import { verifyAuditChain } from '../../src/modules/audit/verify';
import type { Config } from '../../src/config';
import { adminUrl, appRoleUrl, databaseUrlFor } from '../support/pg-urls';

// DATABASE_OWNER_URL on an empty database: migrations as the owner, then the grants for the app's role.
describe.runIf(process.env.DATABASE_URL)('DATABASE_OWNER_URL', () => {
  // A skipped describe still runs its body to collect the tests: a placeholder keeps the URL parse valid.
  const url = process.env.DATABASE_URL ?? 'postgres://127.0.0.1/unused';
  const name = `portal_owner_${randomBytes(4).toString('hex')}`;
  const ownerUrl = databaseUrlFor(url, name);
  const appUrl = appRoleUrl(ownerUrl);
  const admin = () => new pg.Client({ connectionString: adminUrl(url) });
  afterAll(async () => {
    const a = admin();
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });

  it('migrates as the owner, and the server role may append to the audit log but not alter it', async () => {
    const a = admin();
    await a.connect();
    await a.query(`CREATE DATABASE ${name}`);
    await a.end();
    const db = createPgDb(appUrl, 2);
    try {
      // As the app's role alone the migrations cannot even create their table.
      await expect(
        migrateAsOwner({ databaseUrl: appUrl, databaseOwnerUrl: undefined } as Config, db),
      ).rejects.toThrow(/permission denied/);
      expect(
        await migrateAsOwner({ databaseUrl: appUrl, databaseOwnerUrl: ownerUrl } as Config, db),
      ).toBeGreaterThan(20);
      await writeAudit(db, { staffId: null, address: null, action: 'x', entity: 'member', entityId: 1 });
      expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 1, firstBroken: null });
      await expect(db.query('ALTER TABLE audit_log DISABLE TRIGGER ALL')).rejects.toThrow(/owner/);
      await expect(db.query('UPDATE audit_log SET reason = NULL')).rejects.toThrow(/permission denied/);
    } finally {
      await db.close();
    }
  });
});
