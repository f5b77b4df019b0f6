import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serverMessages } from '@portal/contract';
import { HttpError } from '../lib/http-error';
import { isConnectionLost } from './pg-errors';

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` on one connection with `exec` for multi-statement scripts (migrations). */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Connection extends Queryable {
  exec(sql: string): Promise<Record<string, unknown>[]>;
}

export async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const row = await maybeOne<T>(q, sql, params);
  if (row === undefined) throw new Error('Expected one row, got none');
  return row;
}

export async function maybeOne<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}

/**
 * Named (prepared) statements: each connection parses and plans a statement's text once, and later runs
 * send only its parameters. The texts are the code's own constants, so the set is small; a cap keeps
 * texts built at run time from preparing without end (past it they run unnamed).
 */
export const MAX_PREPARED = 500;

function statementNames() {
  const names = new Map<string, string>();
  return (text: string, values?: unknown[]): pg.QueryConfig => {
    // Without parameters a text goes by the simple protocol, as before.
    if (values === undefined || values.length === 0) return { text };
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

/**
 * The database connection was lost under a request: the transaction is rolled back (PostgreSQL does so
 * when a connection ends) and the request answers 503 with a Spanish Mensaje; the server goes on.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(override readonly cause: Error) {
    super(503, serverMessages.serviceUnavailable);
  }
}

function unavailableIfLost(error: unknown) {
  return isConnectionLost(error) ? new DatabaseUnavailableError(error as Error) : error;
}

export function createPgDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  const statement = statementNames();
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const onClient = (client: pg.ClientBase): Connection => ({
    query: async <T>(sql: string, params?: unknown[]) =>
      (await client.query(statement(sql, params))).rows as T[],
    exec: async (sql: string) => {
      const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return (last?.rows ?? []) as Record<string, unknown>[];
    },
  });
  /**
   * A checked-out client has no listener of the pool's: PostgreSQL ending its connection (restart,
   * failover, pg_terminate_backend, a timeout) emits 'error' on it, which unheard would end the
   * process. Ours records it, and the client goes back with the error so that the pool discards it.
   */
  const checkout = async <T>(fn: (conn: Connection, markBroken: (error: unknown) => void) => Promise<T>) => {
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailableIfLost(error);
    });
    let broken: Error | undefined;
    const markBroken = (error: unknown) => {
      broken ??= error instanceof Error ? error : new Error(String(error));
    };
    client.on('error', markBroken);
    try {
      return await fn(onClient(client), markBroken);
    } catch (error) {
      if (isConnectionLost(error)) markBroken(error);
      throw broken === undefined ? error : new DatabaseUnavailableError(broken);
    } finally {
      // A broken client keeps the listener: it may still report its end after the pool let it go.
      if (broken === undefined) client.off('error', markBroken);
      client.release(broken);
    }
  };
  const withConnection = <T>(fn: (conn: Connection) => Promise<T>) => checkout((conn) => fn(conn));
  return {
    kind: 'pg',
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        return (await pool.query(statement(sql, params))).rows as T[];
      } catch (error) {
        throw unavailableIfLost(error);
      }
    },
    withConnection,
    transaction: (fn) =>
      checkout(async (conn, markBroken) => {
        await conn.query('BEGIN');
        try {
          const result = await fn(conn);
          await conn.query('COMMIT');
          return result;
        } catch (error) {
          // On a dead connection ROLLBACK fails too (the server rolled back already); the first error counts.
          await conn.query('ROLLBACK').catch(markBroken);
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}

/** PGlite runs one query at a time; its own transaction() keeps other queries out meanwhile. */
export function createPgliteDb(pglite: PGlite): Db {
  const query = async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows;
  const conn: Connection = {
    query,
    exec: async (sql) => {
      const results = await pglite.exec(sql);
      return results[results.length - 1]?.rows ?? [];
    },
  };
  return {
    kind: 'pglite',
    query,
    withConnection: (fn) => fn(conn),
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }),
      ),
    close: () => pglite.close(),
  };
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return createPgliteDb(pglite);
}
