import { schedule, type ScheduleRow } from '../loan-math/index';
import { cft } from '../loan-math/index';

export interface LoanTerms {
  montoPrestado: number;
  cantidadCuotas: number;
  /** The French installment (capital + interest) of the first month; IVA on interest is added monthly. */
  montoCuota: number;
  tna: number;
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
    montoCuota: rows[0]!.installment,
    tna: costs.tna,
    cft: costs.cftea,
    schedule: rows,
  };
}
