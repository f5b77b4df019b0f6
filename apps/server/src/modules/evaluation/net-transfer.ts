import { loanStates } from '@portal/contract';
import { centsOf } from '../../db/numeric';

/**
 * What the member receives, in cents: the amount lent less what the pre-cancelled loans still in
 * 'Descontando' owe, which the association keeps to pay them off.
 */
export const netTransferCents = (
  montoPrestado: string,
  targets: readonly { estado: string; saldo: string }[],
) =>
  centsOf(montoPrestado) -
  targets.filter((t) => t.estado === loanStates.deducting).reduce((sum, t) => sum + centsOf(t.saldo), 0);
