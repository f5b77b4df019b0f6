import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loggerOptions } from '../../src/logging/logger';
import { createTestDatabase } from '../support/database';
import { createMember } from '../support/factories';

// Real errors of the database this run uses (PGlite, or PostgreSQL with DATABASE_URL), logged through the
// app's logger configuration: what reaches the log is only what the `err` serializer keeps.
const database = await createTestDatabase();
// The tables' owner: these tests add constraints (the app's role owns nothing on PostgreSQL).
const { owner: db } = database;
afterAll(() => database.drop());

const lines: string[] = [];
const log = Fastify({
  logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }),
}).log;
const logged = (error: unknown) => {
  lines.length = 0;
  log.error({ err: error }, 'unexpected error');
  const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
  return { raw: lines[0]!, err: entry.err };
};
const failure = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected the database to refuse');
    },
    (error: unknown) => error as Record<string, unknown>,
  );

describe('database errors in the log', () => {
  it('a unique violation keeps its code, constraint and table, not the duplicated value (pg: detail "Key (dni)=(…)")', async () => {
    await createMember(db, { dni: '31415926' });
    const error = await failure(createMember(db, { dni: '31415926' }));
    expect(error.code).toBe('23505');
    // The driver's own error does carry the secrets: this is what the serializer is for.
    expect(JSON.stringify({ ...error, message: error.message })).toMatch(/31415926|\$argon2id\$/);

    const { raw, err } = logged(error);
    expect(err).toMatchObject({ code: '23505', constraint: expect.stringContaining('dni') });
    expect(Object.keys(err).sort()).toEqual(expect.arrayContaining(['type', 'message', 'stack', 'code']));
    for (const dropped of ['detail', 'where', 'hint', 'query', 'params', 'internalQuery', 'file', 'line'])
      expect(err).not.toHaveProperty(dropped);
    expect(raw).not.toContain('31415926');
    expect(raw).not.toContain('$argon2id$');
    expect(String(err.stack)).toMatch(/^\w+: duplicate key value violates unique constraint "…"\n\s+at /);
  });

  it('a value quoted in the message is masked, in the message and in the first line of the stack', async () => {
    const error = await failure(db.query('SELECT $1::int AS n', ['Clave-Secreta-99']));
    expect(error.code).toBe('22P02');
    expect(String(error.message)).toContain('"Clave-Secreta-99"');

    const { raw, err } = logged(error);
    expect(raw).not.toContain('Clave-Secreta-99');
    expect(err.message).toBe('invalid input syntax for type integer: "…"');
    expect(String(err.stack).split('\n')[0]).toBe(
      `${String(err.type)}: invalid input syntax for type integer: "…"`,
    );
    expect(err).not.toHaveProperty('params');
    expect(err).not.toHaveProperty('query');
  });

  it('a check violation drops the failing row (pg: detail "Failing row contains (…)") and the statement', async () => {
    await db.query(
      `ALTER TABLE members ADD CONSTRAINT test_log_check CHECK (length(password_hash) < 5) NOT VALID`,
    );
    const hash = `$argon2id$v=19$m=19456,t=2,p=1$${'x'.repeat(22)}`;
    const error = await failure(
      db.query(
        `INSERT INTO members (dni, mail, nombres, apellido, password_hash, organismo_id)
         VALUES ($1, $2, 'Ana', 'Pérez', $3, (SELECT id FROM organismos LIMIT 1))`,
        ['27182818', 'secreto@prueba.com.ar', hash],
      ),
    ).finally(() => db.query('ALTER TABLE members DROP CONSTRAINT test_log_check'));
    expect(error.code).toBe('23514');
    expect(JSON.stringify({ ...error })).toContain('27182818');

    const { raw, err } = logged(error);
    expect(err).toMatchObject({ code: '23514', constraint: 'test_log_check' });
    for (const secret of ['27182818', 'secreto@prueba', '$argon2id$']) expect(raw).not.toContain(secret);
  });

  it('other errors keep message and stack as they are', () => {
    const { err } = logged(Object.assign(new TypeError('cannot read "x" of undefined'), { code: 'ERR_X' }));
    expect(err).toMatchObject({ type: 'TypeError', message: 'cannot read "x" of undefined', code: 'ERR_X' });
    expect(String(err.stack)).toMatch(/^TypeError: cannot read "x" of undefined\n\s+at /);
  });
});
