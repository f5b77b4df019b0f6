import { consoleMessages } from '@portal/contract';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';

/** Decision 018: the account took too many failed sign-ins in a day; this link lifts the lock once. */
export function staffUnlockMail(to: string, link: string): MailMessage {
  const subject = consoleMessages.unlockMailSubject;
  const what =
    'Hubo demasiados intentos fallidos de ingresar a la consola con su cuenta, y la bloqueamos para todas las direcciones.';
  const how =
    'Si fue usted o quiere volver a ingresar, desbloquéela con este enlace de un solo uso, que vence en 24 horas:';
  const unexpected = 'Si no fue usted, alguien intenta adivinar su contraseña: avise a la mutual.';
  return {
    to,
    subject,
    text: `Hola:\n\n${what}\n\n${how}\n${link}\n\n${unexpected}` + mailTextFooter,
    html: mailLayout(
      subject,
      `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(link)}">Desbloquear mi cuenta</a></p>
<p>${escapeHtml(unexpected)}</p>`,
    ),
  };
}
