import type { MailMessage } from './mailer';
import { escapeHtml } from '../lib/html';
import { mailLayout, mailTextFooter } from './layout';

/**
 * A member notification's words by e-mail, so that a member who does not open the app learns it too
 * (staff decisions, transfers, postings and their corrections).
 */
export function noticeMail(to: string, text: { titulo: string; descripcion: string }): MailMessage {
  return {
    to,
    subject: text.titulo,
    text: `Hola:\n\n${text.descripcion}\n` + mailTextFooter,
    html: mailLayout(text.titulo, `<p>${escapeHtml(text.descripcion)}</p>`),
  };
}
