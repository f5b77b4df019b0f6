import { formatMoney } from '../../lib/money-format';

/** Notifications (avisos) of a request's state changes, stored in the transaction that makes the change. */
export const requestNoticeTexts = {
  received: (id: number, producto: string, monto: number, cuotas: number) => ({
    titulo: 'Solicitud recibida',
    descripcion:
      `Recibimos su solicitud de préstamo N° ${id} (${producto}) por ${formatMoney(monto)} en ${cuotas} cuotas. ` +
      'Está pendiente de evaluación; le avisaremos por este medio cuando tengamos una respuesta.',
  }),
  approved: (id: number, producto: string) => ({
    titulo: 'Préstamo aprobado',
    descripcion:
      `Su préstamo N° ${id} (${producto}) fue aprobado. Confírmelo desde Préstamos con el código que le ` +
      'enviaremos por correo y su firma.',
  }),
};
