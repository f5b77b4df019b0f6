import { formatCuit, type BankAccount } from '@portal/contract';
import { formatMoney } from '../../lib/money-format';

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

const howToPay = (account: BankAccount | null) =>
  account
    ? ` Puede pagarlo por transferencia a ${account.titular} (CUIT ${formatCuit(account.cuit)}), ` +
      `CBU ${account.cbu}, ` +
      `alias ${account.alias}, indicando su DNI y el número de préstamo; o se le pedirá de nuevo en el ` +
      'próximo descuento de haberes.'
    : ' Se le pedirá de nuevo en el próximo descuento de haberes, o puede consultarnos cómo pagarlo.';

/**
 * A deduction the organismo did not apply, or applied only in part: what is owed now and how to pay it.
 * `owed` is what the loan's installments of that period and before still owe, in cents.
 */
export const unpaidNotice = (
  l: Loan,
  line: { cuota: number; cuotas: number; periodo: string; aplicado: number; solicitado: number },
  owed: number,
  account: BankAccount | null,
) => ({
  titulo: line.aplicado === 0 ? 'Cuota sin descontar' : 'Cuota descontada en parte',
  descripcion:
    (line.aplicado === 0
      ? `El organismo no descontó de sus haberes de ${line.periodo.slice(4)}/${line.periodo.slice(0, 4)} ` +
        `la cuota ${line.cuota} de ${line.cuotas} de su préstamo N° ${l.id} (${l.producto}).`
      : `El organismo descontó ${money(line.aplicado)} de ${money(line.solicitado)} de sus haberes de ` +
        `${line.periodo.slice(4)}/${line.periodo.slice(0, 4)} para la cuota ${line.cuota} de ${line.cuotas} ` +
        `de su préstamo N° ${l.id} (${l.producto}).`) +
    ` Adeuda ${money(owed)}.` +
    howToPay(account),
});

const money = (cents: number) => formatMoney(cents / 100);
