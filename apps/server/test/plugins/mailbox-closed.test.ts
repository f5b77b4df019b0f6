import { describe, expect, it } from 'vitest';
import { mailboxPath, paths } from '@portal/contract';
import { loadConfig } from '../../src/config';
import { staffSetupMail } from '../../src/modules/staff-admin/setup-mail';
import { createTestApp } from '../support/app';
import { outbox } from '../support/mail';
import { createOrganismo } from '../support/factories';

// The audit's takeover: without SMTP_URL the server showed every mail at /dev/mailbox to anyone, also in
// production, a new staff account's one-time setup link among them.
const production = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', MAIL_OUTBOX: 'on' });
const demo = loadConfig({});

/** A new staff account's setup link and a member's registration code, queued as the app queues them. */
async function queueSecrets(t: Awaited<ReturnType<typeof createTestApp>>, email: string) {
  await createOrganismo(t.db, { id: 2 });
  const { link } = await t.app.staff.add(email, ['administrador'], { staffId: null, address: null });
  await t.app.mailer.send(staffSetupMail(email, ['administrador'], link));
  expect((await t.post(paths.preRegister, { eMail: `socio.${email}` })).statusCode).toBe(200);
  return link;
}

describe('the mailbox of a production install (no demo data, MAIL_OUTBOX=on)', async () => {
  const t = await createTestApp({ mailbox: production.mailbox });
  const link = await queueSecrets(t, 'nueva.admin@mutual.test');
  const token = new URL(link).hash.slice(1);

  it('keeps mail in the outbox and shows it to nobody: every /dev path answers 404 and reveals nothing', async () => {
    const [mail] = await outbox(t.db, 'nueva.admin@mutual.test');
    expect(mail?.text_body).toContain(link);
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM mail_outbox');
    for (const url of [
      mailboxPath,
      '/DEV/Mailbox',
      `${mailboxPath}/`,
      `${mailboxPath}?x=1`,
      `${mailboxPath}/${id}/0`,
      '/dev',
      '/dev/',
      '/dev/outbox',
      '/dev/anything/else',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ Status: 404, Mensaje: expect.any(String) });
      for (const secret of ['nueva.admin', token, 'socio.', 'Buzón']) expect(res.body).not.toContain(secret);
    }
  });

  it('does not list the mailbox in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths).filter((p) => p.toLowerCase().startsWith('/dev'))).toEqual([]);
  });
});

describe('the mailbox with demo data (README newcomer path)', async () => {
  const t = await createTestApp({ mailbox: demo.mailbox });
  const link = await queueSecrets(t, 'demo.admin@mutual.test');

  it('is served, with the setup link', async () => {
    const res = await t.app.inject({ method: 'GET', url: mailboxPath });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('demo.admin@mutual.test');
    expect(res.body).toContain(link.replace(/&/g, '&amp;'));
  });
});
