import { formatMoney } from '../../lib/money-format';

interface Loan {
  id: number;
  producto: string;
  monto: number;
}

const what = (l: Loan) => `su préstamo N° ${l.id} (${l.producto}) por ${formatMoney(l.monto)}`;

/** What the member reads, in the app and by e-mail, when staff decide on a loan. */
export const decisionTexts = {
  approved: (l: Loan) => ({
    titulo: 'Préstamo aprobado',
    descripcion:
      `Aprobamos ${what(l)}. Confírmelo desde Préstamos con el código que le enviaremos por correo ` +
      'y su firma.',
  }),
  rejected: (l: Loan, reason: string, note: string) => ({
    titulo: 'Solicitud de préstamo rechazada',
    descripcion: `No pudimos aprobar ${what(l)}. Motivo: ${reason}. ${note}`,
  }),
  cancelled: (l: Loan, reason: string) => ({
    titulo: 'Préstamo anulado por la mutual',
    descripcion: `La mutual anuló ${what(l)}. Motivo: ${reason}. No se realizará ninguna transferencia ni descuento.`,
  }),
  transferReversed: (l: Loan, reason: string, restored: readonly number[]) => ({
    titulo: 'Transferencia revertida',
    descripcion:
      `La mutual revirtió la transferencia de ${what(l)}. Motivo: ${reason}. ` +
      (restored.length > 0
        ? `Los préstamos N° ${restored.join(', ')} vuelven a descontarse de sus haberes como antes. `
        : '') +
      'El préstamo vuelve a esperar la transferencia; le avisaremos cuando la registremos.',
  }),
};
