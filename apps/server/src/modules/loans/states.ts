import { loanStates, type LoanState } from '@portal/contract';

/*
 * The lifecycle of docs/product.md "Loans", as the only place that decides what a state allows.
 * 'Pendiente de evaluación' -> 'Rechazado' | 'Aprobado - pendiente de confirmación' -> (member confirms)
 * 'Esperando transferencia' -> 'Descontando' -> 'Cancelado'; and 'Anulado por socio' / 'Anulado por entidad'.
 */

/** The member may cancel before the money moves: while evaluated, and once approved until confirmed. */
const anulable: readonly string[] = [loanStates.pendingEvaluation, loanStates.approved];
/** The money reached the member: the loan is being (or was) repaid. */
const transferido: readonly string[] = [loanStates.deducting, loanStates.paidOff];

export const isAnulable = (estado: string) => anulable.includes(estado);
export const isConfirmable = (estado: string) => estado === loanStates.approved;
export const isTransferido = (estado: string) => transferido.includes(estado);

/** Where each member action leads. */
export const afterCancel: LoanState = loanStates.cancelledByMember;
export const afterConfirm: LoanState = loanStates.awaitingTransfer;

/** A loan cancelled by the entity never shows its file, even if one was made before. */
export const fileMayBeServed = (estado: string) => estado !== loanStates.cancelledByEntity;

/** The flags of the contract's Loan, derived so that they can never disagree with Estado. */
export const loanFlags = (estado: string) => ({
  Transferido: isTransferido(estado),
  Confirmable: isConfirmable(estado),
  Anulable: isAnulable(estado),
});
