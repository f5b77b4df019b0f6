import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { consoleLoanMessages, paths, type LoanDetail, type StaffRole } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createLoan } from '../../support/loan-factories';
import {
  createBorrower,
  createRateLine,
  dniDocuments,
  incomeDocuments,
} from '../../support/loan-request-factories';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });

const staffAs = (role: StaffRole) => consoleAs(`${role}@pantalla.test`, [role]);
const evaluador = await staffAs('evaluador');
const soporte = await staffAs('soporte');
const get = (url: string, as = evaluador) => as.get(url);

// A real request through the member API: documents, signature and a pre-cancellation.
const lineId = await createRateLine(db, { nombre: 'Préstamo Personal' });
const member = await createBorrower(db, 'other', 300_000);
const active = await createLoan(db, member, { estado: 'Descontando', paid: 2 });
const plans = (await post(paths.plans, { uat: member.uat, LineaId: lineId })).json<{
  PlanesDisponibles: { Id: string; MontoPrestado: number; CantidadCuotas: number; MontoCuota: number }[];
}>().PlanesDisponibles;
const plan = plans.at(-1)!; // the largest: lower plans exist
const requested = await post(paths.requestLoan, {
  uat: member.uat,
  ...dniDocuments(),
  ...incomeDocuments(),
  LineaPrestamoId: lineId,
  ImporteSolicitado: plan.MontoPrestado,
  CantidadCuotas: plan.CantidadCuotas,
  MontoCuota: plan.MontoCuota,
  Precancelaciones: [{ PrestamoId: active }],
});
const loanId = requested.json<{ PrestamoId: number }>().PrestamoId;

describe('the decision screen', () => {
  it('holds the member, the capacity, the documents, the pre-cancellations and the other loans', async () => {
    expect(requested.statusCode).toBe(200);
    const res = await get(`/api/console/loans/${loanId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = res.json<LoanDetail>();
    expect(detail).toMatchObject({
      id: loanId,
      estado: 'Pendiente de evaluación',
      montoPrestado: plan.MontoPrestado,
      socio: { id: member.id, ejercito: false },
      solicitud: {
        capacidadActual: 300_000,
        firma: true,
        precancelaciones: [expect.objectContaining({ prestamoId: active })],
      },
      otrosPrestamos: [expect.objectContaining({ id: active, estado: 'Descontando' })],
    });
    expect(detail.solicitud?.documentos.map((d) => d.etiqueta)).toEqual([
      'DNI (frente)',
      'DNI (dorso)',
      'Foto sosteniendo el DNI',
      'Certificado de haberes',
      'Recibo de haberes',
    ]);
  });

  it("shows another loan's 'Valor de cuota' as the member's app does: the installment it is in", async () => {
    const listed = (await post(paths.loans, { uat: member.uat })).json<{
      Prestamos: { Id: number; MontoCuota: number; CuotaNumero?: number }[];
    }>().Prestamos;
    const inApp = listed.find((l) => l.Id === active)!;
    expect(inApp.CuotaNumero).toBe(3); // two installments paid: the third is the one deducted next
    const detail = (await get(`/api/console/loans/${loanId}`)).json<LoanDetail>();
    const other = detail.otrosPrestamos.find((o) => o.id === active)!;
    expect(other.montoCuota).toBe(inApp.MontoCuota);
  });

  it('serves each document as an image, never cached, and records who looked at it', async () => {
    const detail = (await get(`/api/console/loans/${loanId}`)).json<LoanDetail>();
    for (const doc of detail.solicitud!.documentos) {
      const res = await get(`/api/console/loans/${loanId}/documents/${doc.id}`);
      expect(res.statusCode, doc.etiqueta).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toMatch(/jpeg|png/);
    }
    const signature = await get(`/api/console/loans/${loanId}/signature`);
    expect(signature.headers['content-type']).toBe('image/png');
    const reads = await db.query<{ action: string }>(
      // The detail reads (loan.read, issue 22) are counted apart: this test is about documents.
      `SELECT action FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action <> 'loan.read' ORDER BY id`,
      [String(loanId)],
    );
    expect(reads.map((r) => r.action)).toEqual([...Array(5).fill('document.read'), 'signature.read']);
  });

  it("refuses another loan's document id, and roles that may not see documents", async () => {
    const other = await createLoan(db, member);
    const detail = (await get(`/api/console/loans/${loanId}`)).json<LoanDetail>();
    const docId = detail.solicitud!.documentos[0]!.id;
    const crossed = await get(`/api/console/loans/${other}/documents/${docId}`);
    expect(crossed.json()).toEqual({ Status: 404, Mensaje: consoleLoanMessages.documentNotFound });
    expect((await get(`/api/console/loans/${loanId}/documents/${docId}`, soporte)).statusCode).toBe(403);
    expect((await get(`/api/console/loans/${loanId}/signature`, soporte)).statusCode).toBe(403);
    expect((await get(`/api/console/loans/${other}`)).json()).toMatchObject({ id: other, solicitud: null });
    expect((await get('/api/console/loans/999999')).statusCode).toBe(404);
  });

  it('approves with a lower plan of the same line, recomputed by the loan math', async () => {
    const approve = (planId: string) => evaluador.post(`/api/console/loans/${loanId}/approve`, { planId });
    const lower = plans.find((p) => p.MontoPrestado < plan.MontoPrestado)!;
    const [, cents, n] = lower.Id.split('-');
    expect((await approve(`${lineId + 1}-${cents}-${n}`)).json()).toEqual({
      Status: 400,
      Mensaje: consoleLoanMessages.planNotOffered,
    });
    expect((await approve(`${lineId}-${Number(cents) + 1}-${n}`)).json().Mensaje).toBe(
      consoleLoanMessages.planNotOffered,
    );
    expect((await approve(plan.Id)).json()).toEqual({
      Status: 400,
      Mensaje: consoleLoanMessages.planNotLower,
    });

    expect((await approve(lower.Id)).json()).toEqual({
      id: loanId,
      estado: 'Aprobado - pendiente de confirmación',
    });
    const [row] = await db.query<{ monto_prestado: string; cantidad_cuotas: number; monto_cuota: string }>(
      'SELECT monto_prestado, cantidad_cuotas, monto_cuota FROM loans WHERE id = $1',
      [loanId],
    );
    expect(row).toEqual({
      monto_prestado: lower.MontoPrestado.toFixed(2),
      cantidad_cuotas: lower.CantidadCuotas,
      monto_cuota: lower.MontoCuota.toFixed(2),
    });
    const [audit] = await db.query<{ before: object; after: object }>(
      `SELECT before, after FROM audit_log WHERE action = 'loan.approve' AND entity_id = $1`,
      [String(loanId)],
    );
    expect(audit?.after).toMatchObject({
      montoPrestado: lower.MontoPrestado,
      cantidadCuotas: lower.CantidadCuotas,
    });
  });
});
