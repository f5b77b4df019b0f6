import { describe, expect, it } from 'vitest';
import { loanMessages, loanStates, loansResponseSchema, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { loanTerms } from '../../../src/modules/loans/terms';

const { db, post } = await createTestApp();
const member = await createSignedInMember(db);
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

const ids = {
  pending: await createLoan(db, member, { estado: loanStates.pendingEvaluation, fecha: day(9) }),
  approved: await createLoan(db, member, { estado: loanStates.approved, fecha: day(8) }),
  awaiting: await createLoan(db, member, { estado: loanStates.awaitingTransfer, fecha: day(7) }),
  deducting: await createLoan(db, member, {
    estado: loanStates.deducting,
    fecha: day(6),
    monto: 850_000,
    tna: 85.5,
    cuotas: 24,
    paid: 3,
  }),
  paidOff: await createLoan(db, member, {
    estado: loanStates.paidOff,
    fecha: day(5),
    cuotas: 6,
    color: '#7c3aed',
  }),
  rejected: await createLoan(db, member, { estado: loanStates.rejected, fecha: day(4) }),
  byMember: await createLoan(db, member, { estado: loanStates.cancelledByMember, fecha: day(3) }),
  byEntity: await createLoan(db, member, { estado: loanStates.cancelledByEntity, fecha: day(2) }),
};

describe('TraePrestamos', () => {
  it("lists the member's loans newest first, with flags derived from the state", async () => {
    const res = await post(paths.loans, { uat: member.uat });
    expect(res.statusCode).toBe(200);
    const body = loansResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Status: 200, Mensaje: loanMessages.loansOk });
    expect(body.Prestamos.map((l) => l.Id)).toEqual(Object.values(ids));
    const flags = Object.fromEntries(
      body.Prestamos.map((l) => [l.Estado, [l.Anulable, l.Confirmable, l.Transferido]]),
    );
    expect(flags).toEqual({
      [loanStates.pendingEvaluation]: [true, false, false],
      [loanStates.approved]: [true, true, false],
      [loanStates.awaitingTransfer]: [false, false, false],
      [loanStates.deducting]: [false, false, true],
      [loanStates.paidOff]: [false, false, true],
      [loanStates.rejected]: [false, false, false],
      [loanStates.cancelledByMember]: [false, false, false],
      [loanStates.cancelledByEntity]: [false, false, false],
    });
  });

  it('answers the terms as numbers from the loan math, Saldo as the principal still owed', async () => {
    const loans = loansResponseSchema.parse((await post(paths.loans, { UAT: member.uat })).json()).Prestamos;
    const deducting = loans.find((l) => l.Id === ids.deducting)!;
    const terms = loanTerms(850_000, 85.5, 24);
    expect(deducting).toEqual({
      Id: ids.deducting,
      Producto: 'Préstamo Personal',
      Estado: 'Descontando',
      Fecha: day(6).toISOString(),
      Transferido: true,
      Confirmable: false,
      Anulable: false,
      MontoPrestado: 850_000,
      Saldo: terms.schedule[2]!.balance,
      // 3 of 24 paid: 'Valor de cuota' is what installment 4 deducts, IVA on its interest included.
      MontoCuota: terms.schedule[3]!.payment,
      CuotaNumero: 4,
      CuotaCapital: terms.schedule[3]!.principalPaid,
      CuotaInteres: terms.schedule[3]!.interest,
      CuotaIVA: terms.schedule[3]!.ivaOnInterest,
      CantidadCuotas: 24,
      CuotasRestantes: 21,
      MontoAdeudado: 0,
      TieneLegajo: false,
      CFT: terms.cft,
      TNA: 85.5,
      // (1 + 0.855 / 12)^12 - 1 = 1.07125^12 - 1 = 1.283968... -> 128.40
      TEA: 128.4,
    });
    expect(deducting.MontoCuota).toBeLessThan(terms.montoCuota); // interest falls month by month
    expect(terms.cft).toBeGreaterThan(terms.tna);
    expect(loans.find((l) => l.Id === ids.paidOff)).toMatchObject({
      Saldo: 0,
      CuotasRestantes: 0,
      Color: '#7c3aed',
    });
    // Nothing is owed before the money is transferred: the total debt (sum of Saldo) stays true.
    expect(loans.find((l) => l.Id === ids.approved)).toMatchObject({ Saldo: 0, CuotasRestantes: 12 });
    // Before repayment, 'Valor de cuota' is the first month's deduction (what the plans offered).
    const approved = loans.find((l) => l.Id === ids.approved)!;
    const approvedTerms = loanTerms(approved.MontoPrestado, approved.TNA, 12);
    expect(approved).toMatchObject({ MontoCuota: approvedTerms.montoCuota, CuotaNumero: 1 });
    expect(loans.find((l) => l.Id === ids.approved)).not.toHaveProperty('Color');
  });

  it('answers what payroll failed to deduct as MontoAdeudado, exact to the cent', async () => {
    const other = await createSignedInMember(db);
    const id = await createLoan(db, other, { estado: loanStates.deducting, paid: 2 });
    await db.query('UPDATE loans SET monto_en_mora = 12345.67 WHERE id = $1', [id]);
    const loans = loansResponseSchema.parse((await post(paths.loans, { uat: other.uat })).json()).Prestamos;
    expect(loans).toEqual([expect.objectContaining({ Id: id, MontoAdeudado: 12_345.67 })]);
  });

  it('answers an empty list for a member without loans', async () => {
    const other = await createSignedInMember(db);
    expect((await post(paths.loans, { uat: other.uat })).json()).toEqual({
      Status: 200,
      Mensaje: loanMessages.loansOk,
      Prestamos: [],
    });
  });

  it('needs a live session', async () => {
    for (const body of [{}, { uat: 'no-es-una-sesion' }, { UAT: '' }]) {
      const res = await post(paths.loans, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Status: 401, Mensaje: 'No hay sesion activa' });
    }
  });
});

describe('TraePrestamosRenglones', () => {
  it('lists disbursement and deducted installments in date order, Saldo following Debito and Credito', async () => {
    const res = await post(paths.loanMovements, { uat: member.uat, PrestamoId: String(ids.deducting) });
    expect(res.statusCode).toBe(200);
    const { Renglones, Mensaje } = res.json();
    expect(Mensaje).toBe(loanMessages.movementsOk);
    expect(Renglones.map((r: { Concepto: string }) => r.Concepto)).toEqual([
      'Acreditación del préstamo',
      'Cuota 1/24',
      'Cuota 2/24',
      'Cuota 3/24',
    ]);
    expect(Renglones[0]).toMatchObject({ Debito: 850_000, Credito: 0, Saldo: 850_000 });
    let saldo = 0;
    for (const r of Renglones) {
      saldo = Math.round((saldo + r.Debito - r.Credito) * 100) / 100;
      expect(r.Saldo).toBe(saldo);
      expect(r.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(saldo).toBe(loanTerms(850_000, 85.5, 24).schedule[2]!.balance);
  });

  it('answers an empty list for a loan with no movements yet', async () => {
    const res = await post(paths.loanMovements, { uat: member.uat, PrestamoId: ids.approved });
    expect(res.json()).toEqual({ Status: 200, Mensaje: loanMessages.movementsOk, Renglones: [] });
  });

  it('refuses a missing, zero, negative or non-numeric PrestamoId with 400', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Falta el campo PrestamoId'],
      [0, 'PrestamoId debe ser un número entero mayor a 0'],
      ['0', 'PrestamoId debe ser un número entero mayor a 0'],
      [-4, 'PrestamoId debe ser un número entero mayor a 0'],
      ['abc', 'PrestamoId debe ser un número entero mayor a 0'],
      [1.5, 'PrestamoId debe ser un número entero mayor a 0'],
    ];
    for (const [PrestamoId, Mensaje] of cases) {
      for (const path of [paths.loanMovements, paths.requestToken, paths.cancelLoan, paths.loanFile]) {
        const res = await post(path, { uat: member.uat, PrestamoId });
        expect(res.statusCode, `${path} ${String(PrestamoId)}`).toBe(400);
        expect(res.json()).toEqual({ Status: 400, Mensaje });
      }
    }
  });

  it('answers a made-up id with 404', async () => {
    const res = await post(paths.loanMovements, { uat: member.uat, PrestamoId: 987_654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: 404, Mensaje: 'Préstamo no encontrado' });
  });
});
