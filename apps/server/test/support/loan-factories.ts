import { loanStates, type LoanState } from '@portal/contract';
import { argentineDay } from '@portal/contract/argentine-day';
import type { Db } from '../../src/db/connection';
import { backfillInstallments } from '../../src/modules/installments/index';
import { insertLoan, insertLoanLine, insertMovement } from '../../src/modules/loans/new-loan-repository';
import { loanTerms } from '../../src/modules/loans/terms';

export interface LoanOptions {
  estado?: LoanState;
  producto?: string;
  monto?: number;
  tna?: number;
  cuotas?: number;
  fecha?: Date;
  color?: string;
  /** Installments already deducted (Descontando/Cancelado): movements and Saldo follow the schedule. */
  paid?: number;
  /**
   * The payroll period ('AAAAMM') of the next installment to deduct; the installments before it are the
   * paid ones. Default: this month's, so that a loan is up to date whenever the tests run.
   */
  nextPeriod?: string;
}

const transferred: readonly string[] = [loanStates.deducting, loanStates.paidOff];

/** A loan of `member` with terms from the loan math; 'Pendiente de evaluación' unless told. Returns its id. */
export async function createLoan(db: Db, member: { id: number }, o: LoanOptions = {}) {
  const producto = o.producto ?? 'Préstamo Personal';
  const terms = loanTerms(o.monto ?? 500_000, o.tna ?? 79, o.cuotas ?? 12);
  const estado = o.estado ?? loanStates.pendingEvaluation;
  const paid = o.paid ?? (estado === loanStates.paidOff ? terms.cantidadCuotas : 0);
  const saldo = transferred.includes(estado)
    ? paid === 0
      ? terms.montoPrestado
      : terms.schedule[paid - 1]!.balance
    : 0;
  const fecha = o.fecha ?? new Date(Date.now() - 60_000);
  const id = await insertLoan(db, {
    memberId: member.id,
    lineId: await insertLoanLine(db, producto),
    producto,
    estado,
    fecha,
    montoPrestado: terms.montoPrestado,
    saldo,
    montoCuota: terms.montoCuota,
    cantidadCuotas: terms.cantidadCuotas,
    cuotasRestantes: terms.cantidadCuotas - paid,
    tna: terms.tna,
    cft: terms.cft,
    color: o.color ?? null,
    confirmedAt: transferred.includes(estado) || estado === loanStates.awaitingTransfer ? fecha : null,
  });
  if (transferred.includes(estado)) {
    await insertMovement(db, id, {
      concepto: 'Acreditación del préstamo',
      fecha,
      debito: terms.montoPrestado,
      saldo: terms.montoPrestado,
    });
    for (const row of terms.schedule.slice(0, paid)) {
      await insertMovement(db, id, {
        concepto: `Cuota ${row.number}/${terms.cantidadCuotas}`,
        fecha: new Date(fecha.getTime() + row.number * 1000),
        debito: row.interest + row.ivaOnInterest,
        credito: row.payment,
        saldo: row.balance,
      });
    }
    const today = argentineDay(new Date());
    await backfillInstallments(db, today, o.nextPeriod ?? today.slice(0, 4) + today.slice(5, 7));
  }
  return id;
}
