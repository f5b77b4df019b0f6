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

/** A posted deduction undone by the association (the organismo corrected it, or it was wrong). */
export const correctionNotice = (l: Loan, cuota: number, period: string, reason: string) => ({
  titulo: 'Corrección de un descuento',
  descripcion:
    `Revertimos la imputación de la cuota ${cuota} de su préstamo N° ${l.id} (${l.producto}) del período ` +
    `${period.slice(4)}/${period.slice(0, 4)}. Motivo: ${reason}. El saldo del préstamo se actualizó.`,
});
