import { describe, expect, it } from 'vitest';
import { consoleLoanPaths, fillPath, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import { createBorrower, createRateLine, dniDocuments } from '../../support/loan-request-factories';
import { requestCode, signature } from '../loans/loan-helpers';
import { loadConfig } from '../../../src/config';
import { runDemoApproval, startDemoApproval } from '../../../src/modules/loan-request/demo-approval';

const { app, db, post, consoleAs } = await createTestApp({ staffTotp: false });
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });

async function sendRequest(member: { uat: string }) {
  const plans = (await post(paths.plans, { uat: member.uat, LineaId: lineId })).json().PlanesDisponibles;
  const plan = plans.find(
    (p: { MontoPrestado: number; CantidadCuotas: number }) =>
      p.MontoPrestado === 200_000 && p.CantidadCuotas === 12,
  );
  const res = await post(paths.requestLoan, {
    uat: member.uat,
    ...dniDocuments(),
    LineaPrestamoId: lineId,
    ImporteSolicitado: plan.MontoPrestado,
    CantidadCuotas: plan.CantidadCuotas,
    MontoCuota: plan.MontoCuota,
  });
  expect(res.statusCode).toBe(200);
  return res.json().PrestamoId as number;
}

const estadoOf = async (loanId: number) =>
  (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [loanId]))[0]!.estado;
const age = (loanId: number, seconds: number) =>
  db.query(`UPDATE loans SET fecha = now() - $2 * interval '1 second' WHERE id = $1`, [loanId, seconds]);
const noticesOf = (memberId: number) =>
  db.query<{ titulo: string; descripcion: string }>(
    'SELECT titulo, descripcion FROM notifications WHERE member_id = $1 ORDER BY id',
    [memberId],
  );

describe('demo approval', () => {
  it('approves wizard requests older than the delay, once, with a notification; the member then confirms it', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const due = await sendRequest(member);
    const young = await sendRequest(member);
    // Loans pending evaluation that did not come through the wizard (demo data, operators) are left alone.
    const operatorLoan = await createLoan(db, member, { estado: loanStates.pendingEvaluation });
    await age(due, 30);
    await age(operatorLoan, 3600);

    expect(await runDemoApproval(db, 20)).toBe(1);
    expect(await runDemoApproval(db, 20)).toBe(0);
    expect(await estadoOf(due)).toBe(loanStates.approved);
    expect(await estadoOf(young)).toBe(loanStates.pendingEvaluation);
    expect(await estadoOf(operatorLoan)).toBe(loanStates.pendingEvaluation);
    const notices = await noticesOf(member.id);
    expect(notices.map((n) => n.titulo)).toEqual([
      'Solicitud recibida',
      'Solicitud recibida',
      'Préstamo aprobado',
    ]);
    expect(notices[2]!.descripcion).toContain(`Su préstamo N° ${due} (Préstamo Personal) fue aprobado`);

    const listed = (await post(paths.loans, { uat: member.uat }))
      .json()
      .Prestamos.find((l: { Id: number }) => l.Id === due);
    expect(listed).toMatchObject({
      Estado: 'Aprobado - pendiente de confirmación',
      Confirmable: true,
      Anulable: true,
    });

    // The flow of the loans issue takes it from here: code by e-mail, signature, legajo.
    const code = await requestCode(post, db, member, due);
    const confirmed = await post(paths.confirmLoan, {
      uat: member.uat,
      PrestamoId: due,
      Token: code,
      FirmaOlografica: signature(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await estadoOf(due)).toBe(loanStates.awaitingTransfer);
    const file = await post(paths.loanFile, { uat: member.uat, PrestamoId: due });
    expect(Buffer.from(file.json().LegajoElectronico, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await noticesOf(member.id)).map((n) => n.titulo).at(-1)).toBe('Préstamo confirmado');
  });

  it('does not approve a request the member cancelled, and the cancellation was notified', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const loanId = await sendRequest(member);
    expect((await post(paths.cancelLoan, { uat: member.uat, PrestamoId: loanId })).statusCode).toBe(200);
    await age(loanId, 600);
    expect(await runDemoApproval(db, 20)).toBe(0);
    expect(await estadoOf(loanId)).toBe(loanStates.cancelledByMember);
    expect((await noticesOf(member.id)).map((n) => n.titulo)).toEqual([
      'Solicitud recibida',
      'Préstamo anulado',
    ]);
  });

  it('leaves alone a request an evaluador has opened in the console', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const opened = await sendRequest(member);
    const untouched = await sendRequest(member);
    const evaluador = await consoleAs('evaluador.abierta@asociacion.org', ['evaluador']);
    expect((await evaluador.get(fillPath(consoleLoanPaths.detail, { id: opened }))).statusCode).toBe(200);
    await age(opened, 600);
    await age(untouched, 600);
    expect(await runDemoApproval(db, 20)).toBe(1);
    expect(await estadoOf(opened)).toBe(loanStates.pendingEvaluation);
    expect(await estadoOf(untouched)).toBe(loanStates.approved);
  });

  it('runs on its own timer, driven by the database', async () => {
    const member = await createBorrower(db, 'main', 100_000);
    const loanId = await sendRequest(member);
    const stop = startDemoApproval(db, app.log, 1);
    try {
      const deadline = Date.now() + 10_000;
      while ((await estadoOf(loanId)) !== loanStates.approved && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      stop();
    }
    expect(await estadoOf(loanId)).toBe(loanStates.approved);
  });
});

describe('DEMO_APPROVAL_SECONDS', () => {
  it('defaults to 20 s with demo data and off without; 0 or off turns it off', () => {
    expect(loadConfig({}).demoApprovalSeconds).toBe(20);
    expect(loadConfig({ DEMO_DATA: 'off', MAIL_OUTBOX: 'on' }).demoApprovalSeconds).toBeNull();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', MAIL_OUTBOX: 'on' }).demoApprovalSeconds,
    ).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DEMO_DATA: 'on' }).demoApprovalSeconds).toBe(
      20,
    );
    expect(loadConfig({ DEMO_APPROVAL_SECONDS: '5' }).demoApprovalSeconds).toBe(5);
    expect(loadConfig({ DEMO_APPROVAL_SECONDS: '0' }).demoApprovalSeconds).toBeNull();
    expect(loadConfig({ DEMO_APPROVAL_SECONDS: 'OFF' }).demoApprovalSeconds).toBeNull();
    expect(
      loadConfig({ DEMO_DATA: 'off', MAIL_OUTBOX: 'on', DEMO_APPROVAL_SECONDS: '30' }).demoApprovalSeconds,
    ).toBe(30);
  });

  it.each(['soon', '-5', '1.5', '100000'])('stops on %j with one line naming it', (value) => {
    expect(() => loadConfig({ DEMO_APPROVAL_SECONDS: value })).toThrow(
      /^Invalid configuration: DEMO_APPROVAL_SECONDS must be seconds from 0 to 86400, or off/,
    );
  });
});
