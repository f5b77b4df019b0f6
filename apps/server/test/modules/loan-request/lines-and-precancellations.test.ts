import { describe, expect, it } from 'vitest';
import { loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { createBorrower, createRateLine } from '../../support/loan-request-factories';
import { insertLoanLine } from '../../../src/modules/loans/new-loan-repository';
import { loanTerms } from '../../../src/modules/loans/terms';

const { db, post } = await createTestApp();

describe('TraeLineasPrestamos', () => {
  it('lists the lines that have a rate table, by id', async () => {
    const personal = await createRateLine(db, { nombre: 'Préstamo Personal' });
    await insertLoanLine(db, 'Línea histórica sin tabla');
    const ayuda = await createRateLine(db, { nombre: 'Préstamo Ayuda Económica' });
    const member = await createBorrower(db);
    for (const token of [{ uat: member.uat }, { UAT: member.uat }]) {
      const res = await post(paths.loanLines, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Status: 200,
        Mensaje: 'Líneas de préstamo obtenidas',
        LineasPrestamos: [
          { Id: personal, Nombre: 'Préstamo Personal' },
          { Id: ayuda, Nombre: 'Préstamo Ayuda Económica' },
        ],
      });
    }
  });

  it('answers 401 without a session and 400 for unknown fields', async () => {
    expect((await post(paths.loanLines, {})).json()).toEqual({
      Status: 401,
      Mensaje: 'No hay sesion activa',
    });
    expect((await post(paths.loanLines, { uat: 'x'.repeat(43) })).statusCode).toBe(401);
    const member = await createBorrower(db);
    const res = await post(paths.loanLines, { uat: member.uat, Extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Mensaje).toBe('Campo no permitido: Extra');
  });
});

describe('TraePrecancelaciones', () => {
  it("lists only the member's own active loans, with what paying them off costs", async () => {
    const member = await createBorrower(db);
    const stranger = await createBorrower(db);
    const older = await createLoan(db, member, {
      estado: loanStates.deducting,
      monto: 300_000,
      paid: 4,
      fecha: new Date(Date.now() - 200 * 86_400_000),
    });
    const newer = await createLoan(db, member, {
      estado: loanStates.deducting,
      monto: 600_000,
      tna: 85.5,
      cuotas: 24,
      paid: 1,
    });
    for (const estado of [
      loanStates.paidOff,
      loanStates.pendingEvaluation,
      loanStates.approved,
      loanStates.awaitingTransfer,
      loanStates.rejected,
    ]) {
      await createLoan(db, member, { estado });
    }
    await createLoan(db, stranger, { estado: loanStates.deducting, paid: 1 });

    const res = await post(paths.preCancellations, { UAT: member.uat });
    expect(res.statusCode).toBe(200);
    const terms = loanTerms(600_000, 85.5, 24);
    const body = res.json();
    expect(body.Mensaje).toBe('Préstamos precancelables obtenidos');
    expect(body.Precancelaciones.map((p: { PrestamoId: number }) => p.PrestamoId)).toEqual([newer, older]);
    expect(body.Precancelaciones[0]).toEqual({
      PrestamoId: newer,
      Producto: 'Préstamo Personal',
      Fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      Saldo: terms.schedule[0]!.balance,
      // 1 of 24 paid: 'Valor de cuota' is what installment 2 deducts, IVA included.
      MontoCuota: terms.schedule[1]!.payment,
      CantidadCuotas: 24,
      CuotasRestantes: 23,
    });
  });

  it('is empty for a member without active loans, and 401 without a session', async () => {
    const member = await createBorrower(db);
    expect((await post(paths.preCancellations, { uat: member.uat })).json().Precancelaciones).toEqual([]);
    expect((await post(paths.preCancellations, {})).statusCode).toBe(401);
  });
});
