import { escapeHtml } from '../../lib/html';
import { mailLayout, mailTextFooter } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

interface Ended {
  id: number;
  producto: string;
  /** 'AAAA-MM-DD'. */
  fin: string;
}

const dated = (d: string) => d.split('-').reverse().join('/');
export const libreDeudaFileName = (loanId: number) => `libre-deuda-${loanId}.pdf`;

/** What the member reads in the app, and in the certificate's e-mail. */
export const libreDeudaNotice = (l: Ended) => ({
  titulo: 'Libre deuda de su préstamo',
  descripcion:
    `Su préstamo N° ${l.id} (${l.producto}) quedó cancelado el ${dated(l.fin)}: no registra deuda por él. ` +
    'Le enviamos por correo el libre deuda, que también puede descargar en las acciones del préstamo.',
});

/** The notice by e-mail with the certificate attached ('libre-deuda-N.pdf'). */
export function libreDeudaMail(to: string, l: Ended, pdf: Uint8Array): MailMessage {
  const notice = libreDeudaNotice(l);
  const filename = libreDeudaFileName(l.id);
  const attached = `Le adjuntamos el certificado de libre deuda (${filename}).`;
  return {
    to,
    subject: `Préstamo N° ${l.id}: su libre deuda`,
    text: `Hola:\n\n${notice.descripcion}\n\n${attached}` + mailTextFooter,
    html: mailLayout(
      notice.titulo,
      `<p>${escapeHtml(notice.descripcion)}</p>\n<p>${escapeHtml(attached)}</p>`,
    ),
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  };
}
