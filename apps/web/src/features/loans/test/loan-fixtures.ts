import type { Loan, LoanMovement } from '@portal/contract/loans';
import { loanStates } from '@portal/contract/loans';

/** A loan as TraePrestamos answers it; flags follow Estado like the server's. */
export function createLoan(overrides: Partial<Loan> = {}): Loan {
  const estado = overrides.Estado ?? loanStates.deducting;
  return {
    Id: 11,
    Producto: 'Préstamo Personal',
    Estado: estado,
    Fecha: '2025-03-15T13:00:00.000Z',
    Transferido: estado === loanStates.deducting || estado === loanStates.paidOff,
    Confirmable: estado === loanStates.approved,
    Anulable: estado === loanStates.approved || estado === loanStates.pendingEvaluation,
    MontoPrestado: 850_000,
    Saldo: 637_500.5,
    // 'Valor de cuota' of installment 7 (6 of 24 paid): capital + interest + IVA on the interest.
    MontoCuota: 52_345.67,
    CuotaNumero: 7,
    CuotaCapital: 20_200,
    CuotaInteres: 26_566.67,
    CuotaIVA: 5_579,
    CantidadCuotas: 24,
    CuotasRestantes: 18,
    MontoAdeudado: 0,
    TieneLegajo:
      estado === loanStates.deducting ||
      estado === loanStates.paidOff ||
      estado === loanStates.awaitingTransfer,
    CFT: 123.45,
    TNA: 85,
    TEA: 127.33,
    ...overrides,
  };
}

export function createMovement(overrides: Partial<LoanMovement> = {}): LoanMovement {
  return {
    Id: 1,
    Concepto: 'Acreditación del préstamo',
    Fecha: '2025-03-16T13:00:00.000Z',
    Saldo: 850_000,
    // The server's ledger: the disbursement is a debit (it adds to what the member owes).
    Debito: 850_000,
    Credito: 0,
    ...overrides,
  };
}

/** The demo member's loans in every state. */
export const loansInEveryState = () => [
  createLoan({ Id: 1, Estado: loanStates.paidOff, Saldo: 0, CuotasRestantes: 0 }),
  createLoan({ Id: 2, Estado: loanStates.deducting, Saldo: 637_500.5 }),
  createLoan({ Id: 3, Estado: loanStates.cancelledByEntity, Saldo: 0 }),
  createLoan({ Id: 4, Producto: 'Ayuda Económica', Estado: loanStates.awaitingTransfer, Saldo: 200_000 }),
  createLoan({
    Id: 5,
    Estado: loanStates.approved,
    MontoPrestado: 500_000,
    Saldo: 500_000,
    CuotasRestantes: 12,
    CantidadCuotas: 12,
  }),
  createLoan({ Id: 6, Estado: loanStates.pendingEvaluation, Saldo: 150_000 }),
];

export { stubCanvas } from '../../../test/canvas-stub';
