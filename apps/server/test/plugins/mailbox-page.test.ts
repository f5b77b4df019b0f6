import { describe, expect, it } from 'vitest';
import { mailboxPath, paths } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createMember, createOrganismo } from '../support/factories';

const { app, db, post } = await createTestApp();
await createOrganismo(db, { id: 2 });

describe('/dev/mailbox (outbox mode)', () => {
  it('lists the mails newest first with the plain-text body, all escaped', async () => {
    await post(paths.preRegister, { eMail: 'primero@prueba.com.ar' });
    const member = await createMember(db, { mail: 'segundo@prueba.com.ar' });
    await post(paths.recoverPassword, { Mail: member.mail });
    await db.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)`,
      ['x@prueba.com.ar', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<b>html</b>'],
    );
    const res = await app.inject({ method: 'GET', url: mailboxPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const newest = html.indexOf('x@prueba.com.ar');
    const reset = html.indexOf('segundo@prueba.com.ar');
    const registration = html.indexOf('primero@prueba.com.ar');
    expect(newest).toBeLessThan(reset);
    expect(reset).toBeLessThan(registration);
    expect(html).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(html).toContain('http://portal.test/update-password#token=');
  });

  it('answers on any path case', async () => {
    expect((await app.inject({ method: 'GET', url: '/DEV/Mailbox' })).statusCode).toBe(200);
  });
});
