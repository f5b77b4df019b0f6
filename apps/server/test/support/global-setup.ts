import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgDb, createPgliteDb } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { grantAppRole } from '../../src/db/app-role';
import { APP_ROLE, adminUrl, databaseUrlFor } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: name of the migrated template database. */
    pgTemplate: string;
    /** PGlite: file holding a dump of a migrated data directory. */
    pgliteDump: string;
  }
}

/** Migrates once; each test file then starts from a copy (see database.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_test_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const db = createPgDb(databaseUrlFor(url, template), 1);
    await migrate(db);
    await db.close();
    await createAppRole(admin, databaseUrlFor(url, template));
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create();
  const db = createPgliteDb(pglite);
  await migrate(db);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'migrated.tar');
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgTemplate', '');
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The app's connections in the PostgreSQL tests log in as a role that owns nothing, with the grants the
 * server gets with DATABASE_OWNER_URL (src/db/app-role.ts); cloned databases keep the template's grants.
 */
async function createAppRole(admin: pg.Client, templateUrl: string) {
  const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
  if (exists.rowCount === 0)
    await admin.query(`CREATE ROLE ${APP_ROLE} LOGIN`).catch((error: { code?: string }) => {
      if (error.code !== '42710' && error.code !== '23505') throw error; // created meanwhile by another run
    });
  const owner = createPgDb(templateUrl, 1);
  try {
    await grantAppRole(owner, APP_ROLE);
  } finally {
    await owner.close();
  }
}
