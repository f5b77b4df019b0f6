import { escapeHtml } from '../../lib/html';
import { formatMoney } from '../../lib/money-format';
import { mailLayout, mailTextFooter } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { installmentsText } from './payment';
import type { ReceiptData } from './receipt';

const dated = (d: string) => d.split('-').reverse().join('/');
const money = (cents: number) => formatMoney(cents / 100);

/** What the member reads in the app, and in the receipt's e-mail, once the payment is applied. */
export function paymentNotice(r: ReceiptData) {
  const how = `${r.canal === 'transferencia' ? 'por transferencia' : 'en efectivo'}${r.referencia ? `, ref. ${r.referencia}` : ''}`;
  const paid = `Recibimos su pago de ${money(r.importe)} del ${dated(r.fecha)} (${how})`;
  const loan = `su préstamo N° ${r.prestamo.id} (${r.prestamo.producto})`;
  return r.cancelacion
    ? {
        titulo: 'Préstamo cancelado',
        descripcion:
          `${paid}: con él canceló ${loan}. No se le descontarán más cuotas. ` +
          `Le enviamos por correo el recibo N° ${r.numero}.`,
      }
    : {
        titulo: 'Pago recibido',
        descripcion:
          `${paid} y lo imputamos a ${loan}: ${installmentsText(r.settled)}. ` +
          `El saldo del préstamo es ${money(r.saldo)}. Le enviamos por correo el recibo N° ${r.numero}.`,
      };
}

/** The notice by e-mail with the receipt attached ('recibo-N.pdf'). */
export function receiptMail(to: string, r: ReceiptData, pdf: Uint8Array): MailMessage {
  const notice = paymentNotice(r);
  const filename = `recibo-${r.numero}.pdf`;
  const attached = `Le adjuntamos el recibo (${filename}).`;
  return {
    to,
    subject: `Recibo de pago N° ${r.numero}`,
    text: `Hola:\n\n${notice.descripcion}\n\n${attached}` + mailTextFooter,
    html: mailLayout(
      notice.titulo,
      `<p>${escapeHtml(notice.descripcion)}</p>\n<p>${escapeHtml(attached)}</p>`,
    ),
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  };
}

/** What the member reads, in the app and by e-mail, once a payment of theirs is undone. */
export const reversalNotice = (
  loan: { id: number; producto: string },
  p: { recibo: number; fecha: string; importe: number; saldo: number },
  reason: string,
) => ({
  titulo: 'Pago revertido',
  descripcion:
    `Revertimos su pago de ${money(p.importe)} del ${dated(p.fecha)} (recibo N° ${p.recibo}) imputado a su ` +
    `préstamo N° ${loan.id} (${loan.producto}). Motivo: ${reason}. ` +
    `El saldo del préstamo es ${money(p.saldo)}.`,
});
