import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDb, openPglite, type Db } from '../../src/db/connection';
import { adminUrl, appRoleUrl, databaseUrlFor } from './pg-urls';

export interface TestDatabase {
  /** On PostgreSQL as the app's role, which owns nothing (src/db/app-role.ts). */
  db: Db;
  /** The tables' owner: for what the app's role may not do (ALTER TABLE, DISABLE TRIGGER). */
  owner: Db;
  drop: () => Promise<void>;
}

/**
 * A freshly migrated database for one test file: a PGlite loaded from the migrated dump (~0.7 s instead
 * of ~5 s for initdb), or on PostgreSQL a database cloned from the migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    // Prefixed by the template's name so that the global teardown can sweep anything left behind.
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const db = createPgDb(appRoleUrl(databaseUrlFor(url, name)), 5);
    const owner = createPgDb(databaseUrlFor(url, name), 2);
    return {
      db,
      owner,
      async drop() {
        await db.close();
        await owner.close();
        const admin2 = new pg.Client({ connectionString: adminUrl(url) });
        await admin2.connect();
        await admin2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin2.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const db = await openPglite(undefined, dump);
  return { db, owner: db, drop: () => db.close() };
}
