import { describe, expect, it } from 'vitest';
import { mailboxPath, paths } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createMember, createOrganismo } from '../support/factories';

const { app, db, post } = await createTestApp({ mailbox: true });
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

  it('links each attachment, served with its type and name as the member would receive it', async () => {
    const [mail] = await db.query<{ id: number }>(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      ['adjunto@prueba.com.ar', 'Su legajo', 'Le adjuntamos el legajo.', '<p>Le adjuntamos el legajo.</p>'],
    );
    const pdf = Buffer.from('%PDF-1.7 legajo de prueba');
    await db.query(
      `INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, 0, $2, $3, $4), ($1, 1, $5, $6, $7)`,
      [mail!.id, 'legajo-7.pdf', 'application/pdf', pdf, 'a"b<c>.txt', 'text/plain', Buffer.from('hola')],
    );
    const html = (await app.inject({ method: 'GET', url: mailboxPath })).body;
    expect(html).toContain(
      `Adjuntos: <a href="${mailboxPath}/${mail!.id}/0" download>legajo-7.pdf</a>, <a href="${mailboxPath}/${mail!.id}/1" download>a&quot;b&lt;c&gt;.txt</a>`,
    );

    const file = await app.inject({ method: 'GET', url: `${mailboxPath}/${mail!.id}/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="legajo-7.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const odd = await app.inject({ method: 'GET', url: `${mailboxPath}/${mail!.id}/1` });
    expect(odd.headers['content-disposition']).toBe('attachment; filename="a_b_c_.txt"');

    for (const url of [`${mailboxPath}/${mail!.id}/9`, `${mailboxPath}/999999/0`, `${mailboxPath}/x/0`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers on any path case', async () => {
    expect((await app.inject({ method: 'GET', url: '/DEV/Mailbox' })).statusCode).toBe(200);
  });
});
