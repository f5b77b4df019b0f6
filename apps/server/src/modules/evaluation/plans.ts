import { consoleLoanMessages, loanStates, type LoanPlans } from '@portal/contract';
import type { Db } from '../../db/connection';
import { HttpError, notFound } from '../../lib/http-error';
import { MAX_AMOUNT_PESOS, availableCapacity, offeredPlan, plans, type PlanOption } from '../loan-math/index';
import { loadLine, memberFacts, plansInput } from '../loan-request/index';
import * as repo from './repository';

const toPlan = (p: PlanOption) => ({
  id: p.Id,
  montoPrestado: p.MontoPrestado,
  cantidadCuotas: p.CantidadCuotas,
  montoCuota: p.MontoCuota,
  tna: p.TNA,
  cft: p.CFT,
});

const openRequest: readonly string[] = [
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];

/** While a request is open (or its loan is being repaid) its own installment counts as committed. */
const ownInstallmentCommitted = (loan: repo.PlansLoanRow) =>
  openRequest.includes(loan.estado) || (loan.estado === loanStates.deducting && Number(loan.saldo) > 0);

async function lineOf(db: Db, lineId: number, versionId: number | null) {
  try {
    return await loadLine(db, lineId, { versionId });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The request priced now: the rate table version it was requested with and the member's capacity today, less what
 * the member's other loans commit (this loan's own installment not counted twice). The lower plans are
 * those `applyLowerPlan` accepts: the same line, the capacity when requesting, at most the amount asked
 * and not the same plan, highest amount first.
 */
export async function loanPlans(db: Db, loanId: number): Promise<LoanPlans> {
  const loan = await repo.findLoanForPlans(db, loanId);
  if (!loan) throw notFound(consoleLoanMessages.notFound);
  const [line, facts] = await Promise.all([
    lineOf(db, loan.line_id, loan.rate_version_id),
    memberFacts(db, loan.member_id),
  ]);
  if (!line) return { solicitado: null, motivo: consoleLoanMessages.lineNoLongerOffered, alternativas: [] };

  const asked = Number(loan.monto_prestado);
  const now = availableCapacity({
    capacity: Number(facts.capacidad),
    activeInstallments: [Number(facts.comprometido)],
    preCancelledInstallments: ownInstallmentCommitted(loan) ? [Number(loan.monto_cuota)] : [],
  });
  const priced = offeredPlan(plansInput(line, now, null, facts.cft_maximo), asked, loan.cantidad_cuotas);
  // With the largest capacity the loan math takes, only the rate table and the organismo's cap decide.
  const unbounded = (cap: string | null) =>
    offeredPlan(plansInput(line, MAX_AMOUNT_PESOS, null, cap), asked, loan.cantidad_cuotas);
  const motivo = priced
    ? null
    : unbounded(facts.cft_maximo)
      ? consoleLoanMessages.planOverCapacity
      : unbounded(null)
        ? consoleLoanMessages.planOverCftCap
        : consoleLoanMessages.planNoLongerInTable;

  const alternativas =
    loan.cuota_disponible === null
      ? []
      : plans(plansInput(line, Number(loan.cuota_disponible), null, facts.cft_maximo))
          .filter(
            (p) =>
              p.MontoPrestado < asked ||
              (p.MontoPrestado === asked && p.CantidadCuotas !== loan.cantidad_cuotas),
          )
          .sort((a, b) => b.MontoPrestado - a.MontoPrestado || a.CantidadCuotas - b.CantidadCuotas)
          .map(toPlan);
  return { solicitado: priced ? toPlan(priced) : null, motivo, alternativas };
}
