import { escapeHtml } from '../lib/html';
import { FOOTER_HTML_MARK, FOOTER_TEXT_MARK } from './footer';

/**
 * The frame of every Spanish e-mail: a title, the body (already HTML) and the footer, where the mailer
 * writes the association's identity (footer.ts) before the no-reply line.
 */
export const mailLayout = (title: string, body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin-top:0">${escapeHtml(title)}</h1>
${body}
<p style="color:#6b7280;font-size:12px;margin-top:24px">${FOOTER_HTML_MARK}. Este correo fue enviado automáticamente; no lo responda.</p>
</div></body></html>`;

export const mailTextFooter = `\n\n--\n${FOOTER_TEXT_MARK}. Este correo fue enviado automáticamente; no lo responda.`;
