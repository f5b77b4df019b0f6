import { describe, expect, it } from 'vitest';
import { consoleLoanMessages, loanStates, paths, type LoanPlans, type StaffRole } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { createBorrower, createRateLine, dniDocuments } from '../../support/loan-request-factories';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });

const staffAs = (role: StaffRole) => consoleAs(`${role}@planes.test`, [role]);
const evaluador = await staffAs('evaluador');
const soporte = await staffAs('soporte');
const comunicaciones = await staffAs('comunicaciones');

interface MemberPlan {
  Id: string;
  MontoPrestado: number;
  CantidadCuotas: number;
  MontoCuota: number;
  TNA: number;
  CFT: number;
}

/** A member of the main organismo requests the largest plan a fresh line offers them. */
async function requestLargest(capacity = 150_000) {
  const lineId = await createRateLine(db);
  const member = await createBorrower(db, 'main', capacity);
  const offered = (await post(paths.plans, { uat: member.uat, LineaId: lineId })).json<{
    PlanesDisponibles: MemberPlan[];
  }>().PlanesDisponibles;
  const plan = offered.at(-1)!;
  const res = await post(paths.requestLoan, {
    uat: member.uat,
    ...dniDocuments(),
    LineaPrestamoId: lineId,
    ImporteSolicitado: plan.MontoPrestado,
    CantidadCuotas: plan.CantidadCuotas,
    MontoCuota: plan.MontoCuota,
  });
  expect(res.statusCode).toBe(200);
  return { lineId, member, offered, plan, loanId: res.json<{ PrestamoId: number }>().PrestamoId };
}

const plansOf = async (loanId: number, as = evaluador) =>
  (await as.get(`/api/console/loans/${loanId}/plans`)).json<LoanPlans>();
const approve = (loanId: number, planId: string) =>
  evaluador.post(`/api/console/loans/${loanId}/approve`, { planId });
const asConsole = (p: MemberPlan) => ({
  id: p.Id,
  montoPrestado: p.MontoPrestado,
  cantidadCuotas: p.CantidadCuotas,
  montoCuota: p.MontoCuota,
  tna: p.TNA,
  cft: p.CFT,
});

describe("a request's plans on the decision screen", () => {
  it('prices the request now without counting its own installment twice, and lists the lower plans highest first', async () => {
    const { loanId, offered, plan } = await requestLargest();
    const answer = await plansOf(loanId);
    expect(answer.solicitado).toEqual(asConsole(plan));
    expect(answer.motivo).toBeNull();
    // The member was offered these with the same capacity: the lower ones are exactly those approve takes.
    const lower = offered
      .filter(
        (p) =>
          p.MontoPrestado < plan.MontoPrestado ||
          (p.MontoPrestado === plan.MontoPrestado && p.CantidadCuotas !== plan.CantidadCuotas),
      )
      .sort((a, b) => b.MontoPrestado - a.MontoPrestado || a.CantidadCuotas - b.CantidadCuotas);
    expect(lower.length).toBeGreaterThan(1);
    expect(answer.alternativas).toEqual(lower.map(asConsole));
    expect(answer.alternativas.map((p) => p.id)).not.toContain(plan.Id);
  });

  it('answers ids that approve accepts: the highest and the lowest alternative', async () => {
    for (const pick of [0, -1]) {
      const { loanId } = await requestLargest();
      const chosen = (await plansOf(loanId)).alternativas.at(pick)!;
      expect((await approve(loanId, chosen.id)).json()).toEqual({ id: loanId, estado: loanStates.approved });
      const [row] = await db.query<{ monto_prestado: string; cantidad_cuotas: number; monto_cuota: string }>(
        'SELECT monto_prestado, cantidad_cuotas, monto_cuota FROM loans WHERE id = $1',
        [loanId],
      );
      expect(row).toEqual({
        monto_prestado: chosen.montoPrestado.toFixed(2),
        cantidad_cuotas: chosen.cantidadCuotas,
        monto_cuota: chosen.montoCuota.toFixed(2),
      });
    }
  });

  it("says why the request no longer prices: the member's capacity today", async () => {
    const { loanId, member, plan } = await requestLargest();
    const before = await plansOf(loanId);
    await db.query('UPDATE member_capacities SET capacidad = 1000 WHERE member_id = $1', [member.id]);
    const answer = await plansOf(loanId);
    expect(answer).toEqual({
      solicitado: null,
      motivo: consoleLoanMessages.planOverCapacity,
      alternativas: before.alternativas,
    });
    expect(answer.alternativas.every((p) => p.montoPrestado <= plan.MontoPrestado)).toBe(true);
  });

  it("says why the request no longer prices: today's rate table, or the line itself", async () => {
    const { loanId, lineId, plan } = await requestLargest();
    await db.query('DELETE FROM loan_line_rates WHERE line_id = $1 AND cuotas = $2', [
      lineId,
      plan.CantidadCuotas,
    ]);
    const answer = await plansOf(loanId);
    expect(answer.solicitado).toBeNull();
    expect(answer.motivo).toBe(consoleLoanMessages.planNoLongerInTable);
    expect(answer.alternativas.length).toBeGreaterThan(0);
    expect(answer.alternativas.some((p) => p.cantidadCuotas === plan.CantidadCuotas)).toBe(false);

    await db.query('DELETE FROM loan_line_rates WHERE line_id = $1', [lineId]);
    expect(await plansOf(loanId)).toEqual({
      solicitado: null,
      motivo: consoleLoanMessages.lineNoLongerOffered,
      alternativas: [],
    });
  });

  it('offers no lower plan for a loan that did not come through a request', async () => {
    const lineId = await createRateLine(db);
    const member = await createBorrower(db, 'main', 150_000);
    const [loan] = await db.query<{ id: number }>(
      `UPDATE loans SET line_id = $2 WHERE id = $1 RETURNING id`,
      [await createLoan(db, member, { monto: 300_000, cuotas: 12 }), lineId],
    );
    const answer = await plansOf(loan!.id);
    expect(answer.alternativas).toEqual([]);
    expect(answer.solicitado).toMatchObject({ montoPrestado: 300_000, cantidadCuotas: 12 });
  });

  it('needs the permission to read loans, and a loan that exists', async () => {
    const { loanId } = await requestLargest();
    expect((await plansOf(loanId, soporte)).solicitado).not.toBeNull();
    expect((await plansOf(loanId, comunicaciones)) as unknown).toMatchObject({ Status: 403 });
    expect((await plansOf(999_999)) as unknown).toEqual({
      Status: 404,
      Mensaje: consoleLoanMessages.notFound,
    });
  });
});
