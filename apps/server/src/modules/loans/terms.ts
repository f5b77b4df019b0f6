import { schedule, type ScheduleRow } from '../loan-math/index';
import { cft } from '../loan-math/index';

export interface LoanTerms {
  montoPrestado: number;
  cantidadCuotas: number;
  /** 'Valor de cuota': the first month's deduction, French installment + IVA on its interest. */
  montoCuota: number;
  tna: number;
  /** Effective annual rate of the interest alone. */
  tea: number;
  /** CFTEA with IVA, the BCRA disclosure figure. */
  cft: number;
  schedule: ScheduleRow[];
}

/** The terms of a loan as the loan math gives them: nothing here is typed in. */
export function loanTerms(montoPrestado: number, tna: number, cantidadCuotas: number): LoanTerms {
  const rows = schedule(montoPrestado, tna, cantidadCuotas);
  const costs = cft(montoPrestado, tna, cantidadCuotas);
  return {
    montoPrestado,
    cantidadCuotas,
    montoCuota: rows[0]!.payment,
    tna: costs.tna,
    tea: costs.tea,
    cft: costs.cftea,
    schedule: rows,
  };
}
