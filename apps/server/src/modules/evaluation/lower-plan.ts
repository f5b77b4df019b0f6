import { consoleLoanMessages } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { HttpError, conflict } from '../../lib/http-error';
import { offeredPlan, parsePlanId } from '../loan-math/index';
import { loadLine, plansInput } from '../loan-request/index';
import * as repo from './repository';

/**
 * Approving with a lower plan: one the same line offers, recomputed by the loan math with the capacity
 * the member had when requesting, for at most the amount asked (and not the same plan). The loan takes
 * the new terms; the member confirms them with the code and signature as usual.
 */
export async function applyLowerPlan(tx: Queryable, loan: repo.DecisionRow, planId: string) {
  if (loan.cuota_disponible === null) throw conflict(consoleLoanMessages.noRequestForPlan);
  const key = parsePlanId(planId);
  if (!key || key.lineId !== loan.line_id) throw new HttpError(400, consoleLoanMessages.planNotOffered);
  // The request keeps the rate table version it was priced with.
  const line = await loadLine(tx, loan.line_id, { versionId: loan.rate_version_id });
  const plan = offeredPlan(
    plansInput(line, Number(loan.cuota_disponible), null, loan.cft_maximo),
    key.amount,
    key.installments,
  );
  if (!plan) throw new HttpError(400, consoleLoanMessages.planNotOffered);
  const asked = Number(loan.monto_prestado);
  if (
    plan.MontoPrestado > asked ||
    (plan.MontoPrestado === asked && plan.CantidadCuotas === loan.cantidad_cuotas)
  )
    throw new HttpError(400, consoleLoanMessages.planNotLower);
  await repo.setTerms(tx, loan.id, {
    montoPrestado: plan.MontoPrestado,
    montoCuota: plan.MontoCuota,
    cantidadCuotas: plan.CantidadCuotas,
    tna: plan.TNA,
    cft: plan.CFT,
  });
  return {
    before: { montoPrestado: asked, cantidadCuotas: loan.cantidad_cuotas },
    after: {
      montoPrestado: plan.MontoPrestado,
      cantidadCuotas: plan.CantidadCuotas,
      montoCuota: plan.MontoCuota,
    },
    monto: plan.MontoPrestado,
  };
}
