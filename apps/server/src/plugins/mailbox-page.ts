import type { FastifyInstance } from 'fastify';
import { mailboxPath } from '@portal/contract';
import { ARGENTINA_TIME_ZONE } from '@portal/contract/argentine-day';
import { escapeHtml } from '../lib/html';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
  attachments: { position: number; filename: string }[] | null;
}

const attachmentPath = (mailId: number, position: number) => `${mailboxPath}/${mailId}/${position}`;
/** A file name safe inside a quoted Content-Disposition parameter. */
const safeFilename = (name: string) => name.replace(/[^\w.-]/g, '_');

/** Outbox mode only: lets a newcomer read the registration code and reset link without a mail server. */
export async function mailboxPage(app: FastifyInstance) {
  app.get(mailboxPath, { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.db.query<OutboxRow>(
      `SELECT o.id, o.to_address, o.subject, o.text_body, o.created_at,
              (SELECT json_agg(json_build_object('position', a.position, 'filename', a.filename) ORDER BY a.position)
                 FROM mail_attachments a WHERE a.mail_id = o.id) AS attachments
         FROM mail_outbox o ORDER BY o.id DESC LIMIT 200`,
    );
    const items = rows
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">Para: <span class="to">${escapeHtml(m.to_address)}</span> · <time datetime="${new Date(m.created_at).toISOString()}">${escapeHtml(new Date(m.created_at).toLocaleString('es-AR', { timeZone: ARGENTINA_TIME_ZONE }))}</time></p>
  <pre>${escapeHtml(m.text_body)}</pre>${
    m.attachments?.length
      ? `\n  <p class="meta">Adjuntos: ${m.attachments
          .map((a) => `<a href="${attachmentPath(m.id, a.position)}" download>${escapeHtml(a.filename)}</a>`)
          .join(', ')}</p>`
      : ''
  }
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buzón de desarrollo</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:.2rem 0}.meta{color:#4b5563;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:.75rem;border-radius:.375rem}
</style>
</head>
<body>
<h1>Buzón de desarrollo</h1>
<p>Correos que el servidor habría enviado (no hay SMTP_URL configurado). El más reciente primero.</p>
${items || '<p>No hay correos.</p>'}
</body>
</html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  // A file sent with a mail (the signed legajo), as the member would receive it.
  app.get<{ Params: { mailId: string; position: string } }>(
    `${mailboxPath}/:mailId/:position`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { mailId, position } = request.params;
      if (!/^\d{1,9}$/.test(mailId) || !/^\d{1,4}$/.test(position)) return reply.code(404).send();
      const [file] = await app.db.query<{ filename: string; content_type: string; content: Uint8Array }>(
        'SELECT filename, content_type, content FROM mail_attachments WHERE mail_id = $1 AND position = $2',
        [Number(mailId), Number(position)],
      );
      if (!file) return reply.code(404).send();
      return reply
        .type(file.content_type)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${safeFilename(file.filename)}"`)
        .send(Buffer.from(file.content));
    },
  );
}
