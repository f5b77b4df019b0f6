import Postgrator from 'postgrator';
import path from 'node:path';
import type { Db } from './connection';
import { migrationsDir } from '../locations';

// Any constant: several processes starting together against one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 424242;

export async function migrate(db: Db, dir = migrationsDir): Promise<number> {
  return db.withConnection(async (conn) => {
    if (db.kind === 'pg') await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const postgrator = new Postgrator({
        migrationPattern: path.join(dir, '*'),
        driver: 'pg',
        schemaTable: 'schema_version',
        validateChecksums: true,
        execQuery: async (sql) => ({ rows: await conn.exec(sql) }),
        // Each migration file is applied atomically.
        execSqlScript: async (sql) => {
          await conn.exec('BEGIN');
          try {
            await conn.exec(sql);
            await conn.exec('COMMIT');
          } catch (error) {
            await conn.exec('ROLLBACK');
            throw error;
          }
        },
      });
      const applied = await postgrator.migrate();
      return applied.length;
    } finally {
      if (db.kind === 'pg') await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
