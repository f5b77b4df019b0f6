import { describe, expect, it } from 'vitest';
import { loanRequestMessages, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { createBorrower, createRateLine, gridTable } from '../../support/loan-request-factories';
import { plans } from '../../../src/modules/loan-math/plans';
import { insertLoanLine } from '../../../src/modules/loans/new-loan-repository';
import { loanTerms } from '../../../src/modules/loans/terms';

const { db, post } = await createTestApp();
const lineId = await createRateLine(db);

type Body = Record<string, unknown>;
const plansOf = (uat: string, body: Body = {}) =>
  post(paths.plans, { uat, LineaId: lineId, Precancelaciones: [], ...body });
const expected = (available: number, declaredCap: number | null = null) =>
  plans({ lineId, rates: gridTable, availableCapacity: available, declaredCap });
/** What the new loan may pay each month is what the member pays in the first month: installment + IVA on interest. */
const firstPayment = (p: { MontoPrestado: number; CantidadCuotas: number; TNA: number }) => {
  const row = loanTerms(p.MontoPrestado, p.TNA, p.CantidadCuotas).schedule[0]!;
  return row.payment;
};

describe('TraePlanesDisponibles', () => {
  it('offers every plan of the line whose payments fit the capacity, sorted, with the loan math figures', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const res = await plansOf(member.uat);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      Status: 200,
      Mensaje: 'Planes disponibles obtenidos',
      CuotaDisponible: 100_000,
    });
    expect(body.PlanesDisponibles).toEqual(expected(100_000));
    expect(body.PlanesDisponibles.length).toBeGreaterThan(20);
    expect(body.PlanesDisponibles.length).toBeLessThan(120);
    for (const p of body.PlanesDisponibles) {
      expect(firstPayment(p)).toBeLessThanOrEqual(100_000);
      expect((p.MontoPrestado - 100_000) % 100_000).toBe(0);
      expect(p.Id).toBe(`${lineId}-${p.MontoPrestado * 100}-${p.CantidadCuotas}`);
      expect(p.CFT).toBeGreaterThan(p.TNA);
    }
    // 1,000,000 in 3 months is about 350,000 a month: not offered. The largest amount offered is the answer.
    expect(
      body.PlanesDisponibles.some((p: Body) => p.MontoPrestado === 1_000_000 && p.CantidadCuotas === 3),
    ).toBe(false);
    expect(body.DisponibleDeclarado).toBe(
      Math.max(...body.PlanesDisponibles.map((p: Body) => p.MontoPrestado as number)),
    );
    // A worked example, computed apart (Python: 100000*i/(1-(1+i)**-12) with i = 0.79/12 gives
    // 12312.0856...): 100,000 at 79% TNA in 12 months pays 12,312.09 a month before IVA; the first
    // month's interest is 100,000 x 0.79 / 12 = 6,583.33, its IVA 21% = 1,382.50, so the first
    // deduction ('Valor de cuota') is 12,312.09 + 1,382.50 = 13,694.59. TEA: (1 + 0.79/12)^12 - 1 = 114.92%.
    expect(
      body.PlanesDisponibles.find((p: Body) => p.MontoPrestado === 100_000 && p.CantidadCuotas === 12),
    ).toMatchObject({
      MontoCuota: 13_694.59,
      TNA: 79,
      TEA: 114.92,
    });
  });

  it('subtracts the installments of active and in-flight loans, not of finished or refused ones', async () => {
    const member = await createBorrower(db, 'main', 150_000);
    const active = loanTerms(300_000, 79, 12).montoCuota;
    const pending = loanTerms(200_000, 79, 12).montoCuota;
    await createLoan(db, member, { estado: loanStates.deducting, monto: 300_000, paid: 2 });
    await createLoan(db, member, { estado: loanStates.pendingEvaluation, monto: 200_000 });
    for (const estado of [
      loanStates.paidOff,
      loanStates.rejected,
      loanStates.cancelledByMember,
      loanStates.cancelledByEntity,
    ]) {
      await createLoan(db, member, { estado, monto: 400_000 });
    }
    const body = (await plansOf(member.uat)).json();
    const available = Math.round((150_000 - active - pending) * 100) / 100;
    expect(body.CuotaDisponible).toBe(available);
    expect(body.PlanesDisponibles).toEqual(expected(available));
  });

  it('adds back the installment of an active loan chosen for pre-cancellation', async () => {
    const member = await createBorrower(db, 'main', 80_000);
    const loanId = await createLoan(db, member, { estado: loanStates.deducting, monto: 500_000, paid: 3 });
    const installment = loanTerms(500_000, 79, 12).montoCuota;
    const without = (await plansOf(member.uat)).json();
    expect(without.CuotaDisponible).toBe(Math.round((80_000 - installment) * 100) / 100);
    const withIt = (
      await plansOf(member.uat, {
        Precancelaciones: [{ PrestamoId: loanId }, { PrestamoId: String(loanId) }],
      })
    ).json();
    expect(withIt.CuotaDisponible).toBe(80_000);
    expect(withIt.PlanesDisponibles).toEqual(expected(80_000));
    expect(withIt.PlanesDisponibles.length).toBeGreaterThan(without.PlanesDisponibles.length);
  });

  it("answers 404 for a pre-cancellation that is not one of the member's active loans", async () => {
    const member = await createBorrower(db, 'main', 80_000);
    const stranger = await createBorrower(db, 'main', 80_000);
    const theirs = await createLoan(db, stranger, { estado: loanStates.deducting, paid: 1 });
    const paidOff = await createLoan(db, member, { estado: loanStates.paidOff });
    const pending = await createLoan(db, member, { estado: loanStates.pendingEvaluation });
    for (const id of [theirs, paidOff, pending, 2_000_000_000]) {
      const res = await plansOf(member.uat, { Precancelaciones: [{ PrestamoId: id }] });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ Status: 404, Mensaje: loanRequestMessages.preCancellationNotFound });
    }
  });

  it('bounds the amounts by the declared amount of a non-army member', async () => {
    const member = await createBorrower(db, 'main', 500_000);
    for (const declared of [350_000, '350000', '350000.50']) {
      const body = (await plansOf(member.uat, { DisponibleDeclarado: declared })).json();
      expect(body.PlanesDisponibles).toEqual(expected(500_000, Number(declared)));
      expect(body.DisponibleDeclarado).toBe(300_000);
    }
    const below = await plansOf(member.uat, { DisponibleDeclarado: 50_000 });
    expect(below.statusCode).toBe(400);
    expect(below.json().Mensaje).toBe('El monto mínimo de esta línea es $ 100.000,00');
  });

  it.each([0, -100_000, 'abc', '', true, 100.005])(
    'refuses a declared amount of %j with a Spanish 400',
    async (value) => {
      const member = await createBorrower(db, 'main');
      const res = await plansOf(member.uat, { DisponibleDeclarado: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().Mensaje).toMatch(
        /^DisponibleDeclarado (debe ser un número mayor a 0|admite hasta 2 decimales)$/,
      );
    },
  );

  it('answers 200 with no plans and DisponibleDeclarado 0 when nothing is affordable', async () => {
    const none = await createBorrower(db, 'main', 0);
    const full = await createBorrower(db, 'main', 40_000);
    await createLoan(db, full, { estado: loanStates.deducting, monto: 400_000, paid: 1 });
    for (const member of [none, full]) {
      const res = await plansOf(member.uat);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Status: 200,
        Mensaje: 'Sin Disponible Para Realizar Prestamo',
        PlanesDisponibles: [],
        DisponibleDeclarado: 0,
        CuotaDisponible: 0,
      });
    }
  });

  it('a member the organismo never reported a capacity for has none', async () => {
    const member = await createBorrower(db, 'main', 0);
    await db.query('DELETE FROM member_capacities WHERE member_id = $1', [member.id]);
    const body = (await plansOf(member.uat)).json();
    expect(body).toMatchObject({ PlanesDisponibles: [], DisponibleDeclarado: 0 });
  });

  it('army members: no pre-cancellations and no declared amount, whatever is sent', async () => {
    const soldier = await createBorrower(db, 'army', 120_000);
    const loanId = await createLoan(db, soldier, { estado: loanStates.deducting, monto: 300_000, paid: 1 });
    const plain = (await plansOf(soldier.uat)).json();
    const sent = (
      await plansOf(soldier.uat, { Precancelaciones: [{ PrestamoId: loanId }], DisponibleDeclarado: 200_000 })
    ).json();
    expect(sent).toEqual(plain);
    const available = Math.round((120_000 - loanTerms(300_000, 79, 12).montoCuota) * 100) / 100;
    expect(plain.CuotaDisponible).toBe(available);
    expect(plain.PlanesDisponibles).toEqual(expected(available));
  });

  it('answers 404 for an unknown line or one without a rate table, 400 for a bad id, 401 without session', async () => {
    const member = await createBorrower(db);
    const bare = await insertLoanLine(db, 'Línea sin tabla');
    for (const id of [999_999, bare]) {
      const res = await plansOf(member.uat, { LineaId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: 404, Mensaje: 'La línea de préstamo no existe' });
    }
    for (const id of [0, -1, 'uno']) {
      const res = await plansOf(member.uat, { LineaId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().Mensaje).toBe('LineaId debe ser un número entero mayor a 0');
    }
    const res = await post(paths.plans, { LineaId: lineId });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Status: 401, Mensaje: 'No hay sesion activa' });
  });
});
