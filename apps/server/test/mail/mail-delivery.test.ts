import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loanStates, paths } from '@portal/contract';
import { buildApp } from '../../src/app';
import { createPgDb, type Db } from '../../src/db/connection';
import { createTestDatabase } from '../support/database';
import { databaseUrlFor } from '../support/pg-urls';
import { createOrganismo, createSignedInMember } from '../support/factories';
import { createLoan } from '../support/loan-factories';
import { registrationCodeIn, resetTokenIn } from '../support/mail';
import { startSmtpSink } from '../support/smtp-sink';
import { signature } from '../modules/loans/loan-helpers';

// Mail is never silently lost: with SMTP it goes through the database outbox and the server sends and
// retries it, once, whatever the number of processes or restarts.
const sink = await startSmtpSink();
const { db, drop } = await createTestDatabase();
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
const cleanups: (() => Promise<void>)[] = [];
// A sender left running by a failed test would take the next tests' mail.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  sink.refuse(false);
  sink.slow(0);
});
afterAll(async () => {
  await sink.close();
  await drop();
});

type App = Awaited<ReturnType<typeof buildApp>>;

async function newApp(options: { smtpUrl?: string; db?: Db; logLines?: string[] } = {}) {
  const app = await buildApp({
    config: {
      smtpUrl: options.smtpUrl ?? sink.url,
      mailFrom: 'Portal de Socios <no-responder@localhost>',
      publicUrl: 'http://portal.test',
    },
    db: options.db ?? db,
    // The real retry schedule at 1/20 of its pace: the first retry after 250 ms instead of 5 s.
    smtpTiming: { pollMs: 50, secondMs: 50 },
    ...(options.logLines
      ? { logLevel: 'info', logStream: { write: (line: string) => void options.logLines!.push(line) } }
      : { logLevel: false }),
    webRoot: '/nonexistent',
  });
  await app.ready();
  apps.push(app);
  return app;
}
const post = (app: App, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, payload: body as object }).then(async (res) => {
    await app.background.idle();
    return res;
  });
const waiting = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL')).at(0)!
    .n;
const copiesTo = (to: string) => sink.received.filter((m) => m.to?.some((a) => a.address === to)).length;
const rowsTo = (to: string, where = 'true') =>
  db.query<Record<string, unknown>>(
    `SELECT * FROM mail_outbox WHERE to_address = $1 AND ${where} ORDER BY id`,
    [to],
  );
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const queueRaw = (to: string, subject: string) =>
  db.query(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, 'texto', '<p>texto</p>')`,
    [to, subject],
  );

describe('mail through the outbox with SMTP', () => {
  it('a message queued while the mail server answers 421 is retried within seconds and delivered once', async () => {
    const app = await newApp();
    sink.refuse(true);
    const mail = `caido.${Date.now()}@prueba.com.ar`;
    expect((await post(app, paths.preRegister, { eMail: mail, OrganismoId: 2 })).statusCode).toBe(200);
    await until(async () => (await rowsTo(mail, 'last_error IS NOT NULL')).length === 1);
    const [row] = await rowsTo(mail);
    expect(row!.sent_at).toBeNull();
    expect(row!.last_error).toContain('421');
    // The stored failure is a code, never the message.
    expect(String(row!.last_error).length).toBeLessThan(40);
    sink.refuse(false);
    const message = await sink.waitFor(mail, /token de registro/);
    expect(registrationCodeIn(message.text ?? '')).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await app.mailer.whenIdle();
    expect(copiesTo(mail)).toBe(1);
    expect(await rowsTo(mail, 'sent_at IS NOT NULL')).toHaveLength(1);
    await app.close();
  }, 30_000);

  it('many messages queued at once in a transaction are delivered once each after it commits, none if it rolls back', async () => {
    const app = await newApp();
    const stamp = Date.now();
    const message = (n: number) => ({
      to: `lote${n}.${stamp}@prueba.com.ar`,
      subject: `Aviso ${n}`,
      text: 'texto',
      html: '<p>texto</p>',
    });
    await db
      .transaction(async (tx) => {
        await app.mailer.sendMany([message(9)], { tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.transaction((tx) => app.mailer.sendMany([1, 2, 3].map(message), { tx }));
    for (const n of [1, 2, 3]) await sink.waitFor(message(n).to, new RegExp(`Aviso ${n}`));
    await app.mailer.whenIdle();
    expect([1, 2, 3, 9].map((n) => copiesTo(message(n).to))).toEqual([1, 1, 1, 0]);
    expect(await rowsTo(message(9).to)).toHaveLength(0);
    await expect(
      app.mailer.sendMany([
        {
          ...message(4),
          attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array(1) }],
        },
      ]),
    ).rejects.toThrow();
  }, 30_000);

  it('with no mail server listening at all, a recovery mail is kept and delivered once one starts on the address', async () => {
    // A port known to be free now: a sink opened and closed on it.
    const gone = await startSmtpSink();
    await gone.close();
    const app = await newApp({ smtpUrl: gone.url });
    const member = await createSignedInMember(db, { mail: `sin.servidor.${Date.now()}@prueba.com.ar` });
    expect((await post(app, paths.recoverPassword, { Mail: member.mail })).statusCode).toBe(200);
    await until(
      async () => (await rowsTo(member.mail, 'last_error IS NOT NULL AND locked_until IS NULL')).length === 1,
    );
    const [row] = await rowsTo(member.mail);
    expect(row).toMatchObject({ sent_at: null, failed_at: null });
    expect(row!.last_error).toMatch(/^E[A-Z]+$/); // ECONNECTION or ESOCKET: a code, not the message

    const late = await startSmtpSink({ port: gone.port });
    cleanups.push(late.close);
    const message = await late.waitFor(member.mail, /Recuperación de contraseña/);
    expect(resetTokenIn(message.text ?? '')).toBeTruthy();
    await app.mailer.whenIdle();
    expect(late.received).toHaveLength(1);
    expect(await rowsTo(member.mail, 'sent_at IS NOT NULL')).toHaveLength(1);
    await app.close();
  }, 30_000);

  it('a message queued by a process that stopped before it could send is sent by the next one', async () => {
    const first = await newApp();
    sink.refuse(true);
    const to = `reinicio.${Date.now()}@prueba.com.ar`;
    await first.mailer.send({ to, subject: 'Pendiente', text: 'texto', html: '<p>texto</p>' });
    await until(
      async () => (await rowsTo(to, 'last_error IS NOT NULL AND locked_until IS NULL')).length === 1,
    );
    await first.close(); // its sender no longer runs; the retry is due in a few seconds
    sink.refuse(false);
    const second = await newApp();
    await sink.waitFor(to, /Pendiente/);
    await second.mailer.whenIdle();
    expect(copiesTo(to)).toBe(1);
    await second.close();
  }, 30_000);

  it('a process closing hands back at once what it claimed and did not try (no wait for the lease)', async () => {
    sink.slow(1000);
    const tag = Date.now();
    for (let i = 0; i < 3; i++) await queueRaw(`cierre${i}.${tag}@prueba.com.ar`, 'Cierre');
    const first = await newApp();
    // One claim takes all three; the first is being sent (slowly) when the process closes.
    await until(
      async () =>
        (await db.query(`SELECT 1 FROM mail_outbox WHERE subject = 'Cierre' AND locked_until IS NOT NULL`))
          .length === 3,
    );
    await first.close();
    sink.slow(0);
    const left = await db.query<{ attempts: number; locked_until: Date | null }>(
      `SELECT attempts, locked_until FROM mail_outbox WHERE subject = 'Cierre' AND sent_at IS NULL ORDER BY id`,
    );
    expect(left).toEqual([
      { attempts: 0, locked_until: null },
      { attempts: 0, locked_until: null },
    ]);
    const second = await newApp();
    await until(
      async () =>
        (await db.query(`SELECT 1 FROM mail_outbox WHERE subject = 'Cierre' AND sent_at IS NULL`)).length ===
        0,
      10_000,
    );
    for (let i = 0; i < 3; i++) expect(copiesTo(`cierre${i}.${tag}@prueba.com.ar`)).toBe(1);
    await second.close();
  }, 30_000);

  it('two processes sharing the queue (two pools on PostgreSQL) send each of 30 messages exactly once', async () => {
    let otherDb = db;
    if (db.kind === 'pg') {
      const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS name')) as [
        { name: string },
      ];
      otherDb = createPgDb(databaseUrlFor(process.env.DATABASE_URL!, name), 3);
      cleanups.push(() => otherDb.close());
    }
    const [a, b] = [await newApp(), await newApp({ db: otherDb })];
    const tag = Date.now();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).mailer.send({
          to: `lote${i}.${tag}@prueba.com.ar`,
          subject: 'Lote',
          text: 'texto',
          html: '<p>texto</p>',
        }),
      ),
    );
    await until(async () => (await waiting()) === 0);
    await Promise.all([a.mailer.whenIdle(), b.mailer.whenIdle()]);
    for (let i = 0; i < 30; i++) expect(copiesTo(`lote${i}.${tag}@prueba.com.ar`)).toBe(1);
    await a.close();
    await b.close();
  }, 30_000);

  it('asking again for a code that never left does not use up the allowance; only the latest code arrives, and it confirms', async () => {
    const logLines: string[] = [];
    const app = await newApp({ logLines });
    const member = await createSignedInMember(db, { mail: `codigo.${Date.now()}@prueba.com.ar` });
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    sink.refuse(true);
    for (let i = 0; i < 8; i++) {
      const res = await post(app, paths.requestToken, { uat: member.uat, PrestamoId: loanId });
      expect(res.json()).toMatchObject({ Status: 200 });
      // Each code's mail has met the refusing server before the next request.
      await until(
        async () =>
          (await rowsTo(member.mail, 'sent_at IS NULL AND attempts > 0 AND locked_until IS NULL')).length ===
          1,
      );
    }
    expect(await rowsTo(member.mail)).toHaveLength(1);
    sink.refuse(false);
    const message = await sink.waitFor(member.mail, /Código para confirmar/);
    await app.mailer.whenIdle();
    expect(copiesTo(member.mail)).toBe(1);
    const code = /^ {4}(\d{6})$/m.exec(message.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const res = await post(app, paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: loanId,
      Token: Number(code),
      FirmaOlografica: signature(),
    });
    expect(res.json()).toMatchObject({ Status: 200 });

    // The messages (not the numbers pino adds, where six digits may turn up by chance): masked, no code.
    const messages = logLines.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '').join('\n');
    expect(messages).toMatch(/mail to co\*\*\*@prueba\.com\.ar failed \(\S* ?421\), retry in 5 s/);
    expect(messages).toContain('mail sent to co***@prueba.com.ar');
    expect(logLines.join('\n')).not.toContain(member.mail);
    expect(messages).not.toContain(code);
    await app.close();
  }, 60_000);

  it('a code whose mail is already on its way is counted: a working server gets no more mails than the limit', async () => {
    const app = await newApp();
    const member = await createSignedInMember(db, { mail: `apurado.${Date.now()}@prueba.com.ar` });
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    sink.slow(600);
    for (let i = 0; i < 5; i++) {
      expect((await post(app, paths.requestToken, { uat: member.uat, PrestamoId: loanId })).statusCode).toBe(
        200,
      );
      await until(async () => (await rowsTo(member.mail)).at(-1)?.locked_until != null);
    }
    expect((await post(app, paths.requestToken, { uat: member.uat, PrestamoId: loanId })).statusCode).toBe(
      429,
    );
    await until(async () => (await rowsTo(member.mail, 'sent_at IS NULL')).length === 0);
    sink.slow(0);
    expect(copiesTo(member.mail)).toBe(5);
    await app.close();
  }, 30_000);
});
