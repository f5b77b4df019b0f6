import { afterAll, describe, expect, it } from 'vitest';
import { loanStates, paths } from '@portal/contract';
import { buildApp } from '../../src/app';
import { createTestDatabase } from '../support/database';
import { createOrganismo, createSignedInMember } from '../support/factories';
import { createLoan } from '../support/loan-factories';
import { registrationCodeIn } from '../support/mail';
import { startSmtpSink } from '../support/smtp-sink';
import { signature } from '../modules/loans/loan-helpers';

// Mail is never silently lost: with SMTP it goes through the database outbox and the server sends and
// retries it, once, whatever the number of processes or restarts.
const sink = await startSmtpSink();
const { db, drop } = await createTestDatabase();
await createOrganismo(db, { id: 2, nombre: 'Asociación Mutual de Empleados Públicos', requiereHaberes: false });
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await sink.close();
  await drop();
});

async function newApp() {
  const app = await buildApp({
    config: { smtpUrl: sink.url, mailFrom: 'Portal de Socios <no-responder@localhost>', publicUrl: 'http://portal.test' },
    db,
    logLevel: false,
    webRoot: '/nonexistent',
  });
  await app.ready();
  apps.push(app);
  return app;
}
const post = (app: Awaited<ReturnType<typeof newApp>>, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, payload: body as object }).then(async (res) => {
    await app.background.idle();
    return res;
  });
const waiting = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL'))[0]!.n;
const copiesTo = (to: string) => sink.received.filter((m) => m.to?.some((a) => a.address === to)).length;
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('mail through the outbox with SMTP', () => {
  it('a message queued while the mail server is down is retried within seconds and delivered once', async () => {
    const app = await newApp();
    sink.refuse(true);
    const mail = `caido.${Date.now()}@prueba.com.ar`;
    expect((await post(app, paths.preRegister, { eMail: mail, OrganismoId: 2 })).statusCode).toBe(200);
    await until(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1 AND last_error IS NOT NULL', [mail])).length === 1);
    const [row] = await db.query<{ sent_at: Date | null; last_error: string }>('SELECT sent_at, last_error FROM mail_outbox WHERE to_address = $1', [mail]);
    expect(row!.sent_at).toBeNull();
    expect(row!.last_error).toContain('421');
    sink.refuse(false);
    const message = await sink.waitFor(mail, /token de registro/);
    expect(registrationCodeIn(message.text ?? '')).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await app.mailer.whenIdle();
    expect(copiesTo(mail)).toBe(1);
    await app.close();
  }, 30_000);

  it('a message left by a process that stopped is sent by the next one', async () => {
    const first = await newApp();
    await first.close(); // its sender no longer runs
    await db.query(`INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ('reinicio@prueba.com.ar', 'Pendiente', 'texto', '<p>texto</p>')`);
    const second = await newApp();
    await sink.waitFor('reinicio@prueba.com.ar', /Pendiente/);
    await second.mailer.whenIdle();
    expect(copiesTo('reinicio@prueba.com.ar')).toBe(1);
    await second.close();
  });

  it('two processes sharing the queue send each of 30 messages exactly once', async () => {
    for (let i = 0; i < 30; i++) {
      await db.query(`INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, 'Lote', 'texto', '<p>texto</p>')`, [`lote${i}@prueba.com.ar`]);
    }
    const [a, b] = [await newApp(), await newApp()];
    await until(async () => (await waiting()) === 0);
    await Promise.all([a.mailer.whenIdle(), b.mailer.whenIdle()]);
    for (let i = 0; i < 30; i++) expect(copiesTo(`lote${i}@prueba.com.ar`)).toBe(1);
    await a.close();
    await b.close();
  }, 30_000);

  it('asking again for a code that never left does not use up the allowance; the latest code arrives and confirms', async () => {
    const app = await newApp();
    const member = await createSignedInMember(db);
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    sink.refuse(true);
    for (let i = 0; i < 8; i++) {
      expect((await post(app, paths.requestToken, { uat: member.uat, PrestamoId: loanId })).statusCode).toBe(200);
    }
    const live = `SELECT id FROM mail_outbox WHERE to_address = $1 AND sent_at IS NULL AND failed_at IS NULL`;
    expect(await db.query(live, [member.mail])).toHaveLength(1);
    // Every try so far met the refusing server (one in flight before a request superseded it may still be trying).
    await until(async () => (await db.query(`${live} AND last_error IS NOT NULL AND locked_until IS NULL`, [member.mail])).length === 1);
    await until(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1 AND locked_until IS NOT NULL', [member.mail])).length === 0);
    sink.refuse(false);
    await until(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1 AND sent_at IS NOT NULL', [member.mail])).length === 1);
    const message = sink.received.filter((m) => m.to?.some((a) => a.address === member.mail)).at(-1)!;
    expect(message.subject).toMatch(/Código para confirmar/);
    const code = Number(/^ {4}(\d{6})$/m.exec(message.text ?? '')?.[1]);
    const res = await post(app, paths.confirmLoan, { uat: member.uat, PrestamoId: loanId, Token: code, FirmaOlografica: signature() });
    expect(res.json()).toMatchObject({ Status: 200 });
    await app.close();
  }, 60_000);
});
