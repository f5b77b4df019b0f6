import { describe, expect, it } from 'vitest';
import { loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { loanSnapshot, requestCode, signature } from './loan-helpers';

const { db, post } = await createTestApp();
const owner = await createSignedInMember(db);
const intruder = await createSignedInMember(db);
const MISSING_ID = 2_000_000_000;

// The owner's loans in the states where each call would succeed for the owner.
const approved = await createLoan(db, owner, { estado: loanStates.approved });
const pending = await createLoan(db, owner, { estado: loanStates.pendingEvaluation });
const deducting = await createLoan(db, owner, { estado: loanStates.deducting, paid: 2 });
const ownerCode = await requestCode(post, db, owner, approved);
// A confirmed loan of the owner, so that TraeLegajoElectronico would have a file to give.
const confirmed = await createLoan(db, owner, { estado: loanStates.approved });
const confirmedCode = await requestCode(post, db, owner, confirmed);
await post(paths.confirmLoan, {
  uat: owner.uat,
  PrestamoId: confirmed,
  Token: confirmedCode,
  FirmaOlografica: signature(),
});

const calls: { name: string; path: string; loanId: number; extra?: Record<string, unknown> }[] = [
  { name: 'TraePrestamosRenglones', path: paths.loanMovements, loanId: deducting },
  { name: 'SolicitaToken', path: paths.requestToken, loanId: approved },
  { name: 'AnulaPrestamo', path: paths.cancelLoan, loanId: pending },
  { name: 'AnulaPrestamo (approved)', path: paths.cancelLoan, loanId: approved },
  {
    name: 'ConfirmarPrestamo',
    path: paths.confirmLoan,
    loanId: approved,
    extra: { Token: Number(ownerCode), FirmaOlografica: signature() },
  },
  { name: 'TraeLegajoElectronico', path: paths.loanFile, loanId: confirmed },
  // Where the owner would get 409 (wrong state) or 404 'Legajo no disponible', a stranger still gets 404.
  { name: 'AnulaPrestamo (wrong state)', path: paths.cancelLoan, loanId: deducting },
  { name: 'SolicitaToken (wrong state)', path: paths.requestToken, loanId: pending },
  { name: 'TraeLegajoElectronico (no file)', path: paths.loanFile, loanId: pending },
];

describe("another member's loan answers exactly like a missing one, and changes nothing", () => {
  for (const call of calls) {
    it(call.name, async () => {
      const before = await Promise.all(
        [approved, pending, deducting, confirmed].map((id) => loanSnapshot(db, id)),
      );
      const theirs = await post(call.path, { uat: intruder.uat, PrestamoId: call.loanId, ...call.extra });
      const missing = await post(call.path, { uat: intruder.uat, PrestamoId: MISSING_ID, ...call.extra });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ Status: 404, Mensaje: 'Préstamo no encontrado' });
      expect(theirs.statusCode).toBe(missing.statusCode);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.headers['content-type']).toBe(missing.headers['content-type']);
      expect(
        await Promise.all([approved, pending, deducting, confirmed].map((id) => loanSnapshot(db, id))),
      ).toEqual(before);
    });
  }

  it("does not list another member's loans", async () => {
    const listed = (await post(paths.loans, { uat: intruder.uat })).json().Prestamos;
    expect(listed).toEqual([]);
  });

  it('still works for the owner afterwards', async () => {
    const res = await post(paths.confirmLoan, {
      uat: owner.uat,
      PrestamoId: approved,
      Token: ownerCode,
      FirmaOlografica: signature(),
    });
    expect(res.statusCode).toBe(200);
  });
});
