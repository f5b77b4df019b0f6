/** Notifications (avisos) the member gets when they change a loan's state; stored with the change. */
export const noticeTexts = {
  cancelled: (id: number, producto: string) => ({
    titulo: 'Préstamo anulado',
    descripcion: `Usted anuló el préstamo N° ${id} (${producto}). No se realizará ninguna transferencia ni descuento.`,
  }),
  confirmed: (id: number, producto: string) => ({
    titulo: 'Préstamo confirmado',
    descripcion:
      `Usted confirmó el préstamo N° ${id} (${producto}). Su legajo electrónico ya está disponible en el detalle ` +
      `del préstamo; le avisaremos cuando se transfiera el dinero.`,
  }),
};
