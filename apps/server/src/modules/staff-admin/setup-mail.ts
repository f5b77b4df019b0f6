import { staffAdminMessages, staffRoleLabels, type StaffRole } from '@portal/contract';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';

/** The one-time link of a new staff account, as `npm run staff -- add` prints it, by e-mail. */
export function staffSetupMail(to: string, roles: readonly StaffRole[], link: string): MailMessage {
  const subject = staffAdminMessages.setupMailSubject;
  const what = `La mutual le dio una cuenta en la consola del personal con los roles: ${roles
    .map((r) => staffRoleLabels[r])
    .join(', ')}.`;
  const how = 'Cree su contraseña con este enlace de un solo uso, que vence en 72 horas:';
  const unexpected = 'Si no esperaba este correo, ignórelo y avise a la mutual.';
  return {
    to,
    subject,
    text: `Hola:\n\n${what}\n\n${how}\n${link}\n\n${unexpected}` + mailTextFooter,
    html: mailLayout(
      subject,
      `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(link)}">Crear mi contraseña</a></p>
<p>${escapeHtml(unexpected)}</p>`,
    ),
  };
}
