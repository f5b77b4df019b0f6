import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';
import { formatMoney } from './legajo/format';

export interface CodeMailLoan {
  id: number;
  producto: string;
  montoPrestado: number;
}

export function loanCodeMail(to: string, code: string, loan: CodeMailLoan, ttlMinutes: number): MailMessage {
  const what = `el préstamo N° ${loan.id} (${loan.producto}) por ${formatMoney(loan.montoPrestado)}`;
  const warning =
    'Si usted no está confirmando un préstamo, no comparta este código y comuníquese con la mutual.';
  return {
    to,
    subject: `Código para confirmar su préstamo N° ${loan.id}`,
    text:
      `Hola:\n\nPara confirmar ${what} ingrese este código en el Portal de Socios:\n\n    ${code}\n\n` +
      `El código vence en ${ttlMinutes} minutos y sirve una sola vez. Si pide uno nuevo, este deja de valer.\n${warning}` +
      mailTextFooter,
    html: mailLayout(
      'Confirme su préstamo',
      `<p>Para confirmar ${escapeHtml(what)} ingrese este código en el Portal de Socios:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace;text-align:center">${escapeHtml(code)}</p>
<p>El código vence en ${ttlMinutes} minutos y sirve una sola vez. Si pide uno nuevo, este deja de valer.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}
