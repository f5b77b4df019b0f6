import { describe, expect, it } from 'vitest';
import { loanMessages, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { loanSnapshot, requestCode, signature } from './loan-helpers';

const { db, post } = await createTestApp();
const member = await createSignedInMember(db);
const cancel = (loanId: number) => post(paths.cancelLoan, { uat: member.uat, PrestamoId: loanId });
const estadoOf = async (loanId: number) =>
  (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [loanId]))[0]!.estado;

describe('AnulaPrestamo', () => {
  it('cancels a loan pending evaluation, and tells the member with a notification', async () => {
    const loanId = await createLoan(db, member, {
      estado: loanStates.pendingEvaluation,
      producto: 'Préstamo Ayuda Económica',
    });
    const res = await cancel(loanId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 200, Mensaje: 'Prestamo anulado correctamente' });
    expect(await estadoOf(loanId)).toBe(loanStates.cancelledByMember);
    const [notice] = await db.query<{ titulo: string; descripcion: string }>(
      'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id DESC',
      [member.id],
    );
    expect(notice).toEqual({
      titulo: 'Préstamo anulado',
      descripcion: `Usted anuló el préstamo N° ${loanId} (Préstamo Ayuda Económica). No se realizará ninguna transferencia ni descuento.`,
    });
    const listed = (await post(paths.loans, { uat: member.uat }))
      .json()
      .Prestamos.find((l: { Id: number }) => l.Id === loanId);
    expect(listed).toMatchObject({ Estado: 'Anulado por socio', Anulable: false, Confirmable: false });
  });

  it('cancels an approved loan, and its mailed code stops working', async () => {
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    const code = await requestCode(post, db, member, loanId);
    expect((await cancel(loanId)).statusCode).toBe(200);
    expect(await estadoOf(loanId)).toBe(loanStates.cancelledByMember);
    const res = await post(paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: loanId,
      Token: code,
      FirmaOlografica: signature(),
    });
    expect(res.statusCode).toBe(409);
    expect(await db.query('SELECT 1 FROM loan_signatures WHERE loan_id = $1', [loanId])).toHaveLength(0);
  });

  it('answers 409 for every state that may not be cancelled, however often, and changes nothing', async () => {
    const refused = [
      loanStates.awaitingTransfer,
      loanStates.deducting,
      loanStates.paidOff,
      loanStates.rejected,
      loanStates.cancelledByMember,
      loanStates.cancelledByEntity,
    ];
    for (const estado of refused) {
      const loanId = await createLoan(db, member, {
        estado,
        paid: estado === loanStates.deducting ? 2 : undefined,
      });
      const before = await loanSnapshot(db, loanId);
      for (let i = 0; i < 2; i++) {
        const res = await cancel(loanId);
        expect(res.statusCode, estado).toBe(409);
        expect(res.json()).toEqual({ Status: 409, Mensaje: 'El préstamo ya no puede anularse' });
      }
      expect(await loanSnapshot(db, loanId)).toEqual(before);
      expect(await estadoOf(loanId)).toBe(estado);
    }
  });

  it('a second cancellation of the same loan is a wrong-state call', async () => {
    const loanId = await createLoan(db, member);
    expect((await cancel(loanId)).statusCode).toBe(200);
    const again = await cancel(loanId);
    expect(again.json()).toEqual({ Status: 409, Mensaje: loanMessages.notCancellable });
  });

  it('two concurrent cancellations change the state once and notify once', async () => {
    const loanId = await createLoan(db, member);
    const before = (await db.query('SELECT 1 FROM notifications WHERE member_id = $1', [member.id])).length;
    const answers = await Promise.all([cancel(loanId), cancel(loanId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await db.query('SELECT 1 FROM notifications WHERE member_id = $1', [member.id])).toHaveLength(
      before + 1,
    );
  });

  it('needs a live session', async () => {
    const loanId = await createLoan(db, member);
    const res = await post(paths.cancelLoan, { uat: 'caducada', PrestamoId: loanId });
    expect(res.json()).toEqual({ Status: 401, Mensaje: 'No hay sesion activa' });
    expect(await estadoOf(loanId)).toBe(loanStates.pendingEvaluation);
  });
});
