import { loanStates } from '@portal/contract';

export const cents = (pesos: string | number) => Math.round(Number(pesos) * 100);

/**
 * What the member receives, in cents: the amount lent less what the pre-cancelled loans still in
 * 'Descontando' owe, which the association keeps to pay them off.
 */
export const netTransferCents = (
  montoPrestado: string,
  targets: readonly { estado: string; saldo: string }[],
) =>
  cents(montoPrestado) -
  targets.filter((t) => t.estado === loanStates.deducting).reduce((sum, t) => sum + cents(t.saldo), 0);
