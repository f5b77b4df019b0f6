import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';

interface Loan {
  id: number;
  producto: string;
}

/** What the member reads, in the app and by e-mail, when the last deduction pays the loan off. */
export const paidOffNotice = (l: Loan) => ({
  titulo: 'Préstamo cancelado',
  descripcion:
    `Con el último descuento de haberes terminó de pagar su préstamo N° ${l.id} (${l.producto}). ` +
    'No se le descontarán más cuotas.',
});

export function paidOffMail(to: string, l: Loan): MailMessage {
  const text = paidOffNotice(l);
  return {
    to,
    subject: text.titulo,
    text: `Hola:\n\n${text.descripcion}\n` + mailTextFooter,
    html: mailLayout(text.titulo, `<p>${escapeHtml(text.descripcion)}</p>`),
  };
}
