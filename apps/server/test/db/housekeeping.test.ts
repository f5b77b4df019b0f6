import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { MAIL_BODY_DAYS, runHousekeeping } from '../../src/db/housekeeping';

const { db, drop } = await createTestDatabase();
afterAll(drop);

/** A message and one attachment; `daysAgo` of sending (or of giving up, with `failed`), null while queued. */
async function mail(subject: string, daysAgo: number | null, failed = false) {
  const at = daysAgo === null ? null : `now() - interval '${daysAgo} days'`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, sent_at, failed_at)
     VALUES ('socio@prueba.com.ar', $1, 'Su código es 123456', '<p>Su código es 123456</p>',
             ${failed ? 'NULL' : (at ?? 'NULL')}, ${failed ? at : 'NULL'})
     RETURNING id`,
    [subject],
  );
  await db.query(
    `INSERT INTO mail_attachments (mail_id, position, filename, content_type, content)
     VALUES ($1, 0, 'legajo.pdf', 'application/pdf', '\\x255044462d'::bytea)`,
    [row!.id],
  );
  return row!.id;
}

const bodyOf = async (id: number) =>
  (
    await db.query<{ text_body: string; html_body: string; subject: string; files: number }>(
      `SELECT text_body, html_body, subject,
              (SELECT count(*)::int FROM mail_attachments WHERE mail_id = o.id) AS files
         FROM mail_outbox o WHERE id = $1`,
      [id],
    )
  )[0];

describe('housekeeping', () => {
  it(`empties e-mails sent or given up more than ${MAIL_BODY_DAYS} days ago, keeps the rest, and keeps every row`, async () => {
    const old = await mail('Código de confirmación', MAIL_BODY_DAYS + 1);
    const abandoned = await mail('Recuperar contraseña', MAIL_BODY_DAYS + 2, true);
    const recent = await mail('Su legajo', MAIL_BODY_DAYS - 1);
    const queued = await mail('En cola', null);

    await runHousekeeping(db);

    for (const id of [old, abandoned])
      expect(await bodyOf(id)).toMatchObject({ text_body: '', html_body: '', files: 0 });
    expect((await bodyOf(old))!.subject).toBe('Código de confirmación');
    for (const id of [recent, queued])
      expect(await bodyOf(id)).toMatchObject({ text_body: 'Su código es 123456', files: 1 });
  });

  it('drops expired rate-limit counters and keeps live ones', async () => {
    await db.query(
      `INSERT INTO rate_limits (key, count, expires_at) VALUES
         ('vencido', 3, now() - interval '1 minute'), ('vigente', 2, now() + interval '1 minute')`,
    );
    await runHousekeeping(db);
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(keys.map((k) => k.key)).toEqual(['vigente']);
  });
});
