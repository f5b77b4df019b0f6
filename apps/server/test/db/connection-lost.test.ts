import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPgDb, DatabaseUnavailableError } from '../../src/db/connection';

/** A checked-out client whose connection PostgreSQL ends: 'error' comes on its own tick, then queries fail. */
function dyingClient() {
  const client = Object.assign(new EventEmitter(), {
    release: vi.fn(),
    query: vi.fn(async (config: { text?: string } | string) => {
      const text = typeof config === 'string' ? config : config.text;
      if (text === 'BEGIN') return { rows: [] };
      const lost = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
      await new Promise<void>((resolve) =>
        setImmediate(() => {
          client.emit('error', lost);
          resolve();
        }),
      );
      throw new Error('Connection terminated unexpectedly');
    }),
  });
  return client;
}

describe('a connection lost while checked out', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is heard, released to be discarded and answered 503, and ROLLBACK does not hide it', async () => {
    const client = dyingClient();
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((async () => client) as never);
    const db = createPgDb('postgres://nobody@127.0.0.1:1/none', 1);

    const failure = await db.transaction((tx) => tx.query('SELECT 1')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect((failure as DatabaseUnavailableError).status).toBe(503);
    expect((failure as DatabaseUnavailableError).mensaje).toMatch(/no está disponible/);
    expect(client.release).toHaveBeenCalledTimes(1);
    expect(client.release.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    // Reported again after the pool let it go: still heard, no uncaught error.
    client.emit('error', new Error('Connection terminated'));

    const second = dyingClient();
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((async () => second) as never);
    const viaConnection = await db.withConnection((conn) => conn.query('SELECT 2')).catch((e: unknown) => e);
    expect(viaConnection).toBeInstanceOf(DatabaseUnavailableError);
    expect(second.release.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('a healthy client goes back to the pool as it was', async () => {
    const client = Object.assign(new EventEmitter(), {
      release: vi.fn(),
      query: vi.fn(async () => ({ rows: [{ ok: 1 }] })),
    });
    vi.spyOn(pg.Pool.prototype, 'connect').mockImplementation((async () => client) as never);
    const db = createPgDb('postgres://nobody@127.0.0.1:1/none', 1);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).resolves.toEqual([{ ok: 1 }]);
    expect(client.release).toHaveBeenCalledWith(undefined);
    expect(client.listenerCount('error')).toBe(0);
  });
});
