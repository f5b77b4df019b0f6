// A loan's contact log: cobranzas records each contact with the member (channel, note, a promise to pay on
// the business date or later), audited; whoever reads loans reads the log, newest first.
import { describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  businessDatePaths,
  collectionsPaths,
  loanStates,
  timelinePaths,
  type AuditRow,
  type Contact,
} from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
const admin = await consoleAs('admin@a.test', ['administrador']);
const auditor = await consoleAs('auditor@a.test', ['auditor']);
const cobranzas = await consoleAs('cobranzas@a.test', ['cobranzas']);
const evaluador = await consoleAs('evaluador@a.test', ['evaluador']);
const tesoreria = await consoleAs('tesoreria@a.test', ['tesoreria']);
const comunicaciones = await consoleAs('com@a.test', ['comunicaciones']);

const member = await createMember(db);
const loanId = await createLoan(db, member, {
  estado: loanStates.deducting,
  monto: 60_000,
  tna: 60,
  cuotas: 6,
  nextPeriod: '202610',
});
const pending = await createLoan(db, member, {});
const paidOff = await createLoan(db, member, { estado: loanStates.paidOff, monto: 10_000, cuotas: 3 });
await admin.post(businessDatePaths.businessDate, { fecha: '2026-12-10' });

const path = (id: number) => collectionsPaths.contacts.replace(':id', String(id));
const record = (body: object, id = loanId, as = cobranzas) => as.post(path(id), body);
const log = async (id = loanId, query = '', as = cobranzas) => {
  const res = await as.get(`${path(id)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Contact[]; next: string | null }>();
};

describe("a loan's contact log", () => {
  it('records a contact with a promise on the business date or later, and answers it', async () => {
    const res = await record({
      canal: 'telefono',
      nota: '  Atendió la hija; el socio paga el lunes  ',
      promesaFecha: '2026-12-14',
      promesaImporte: 15000.25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: 'Contacto registrado',
      contacto: {
        id: expect.any(Number),
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        fechaNegocio: '2026-12-10',
        canal: 'telefono',
        nota: 'Atendió la hija; el socio paga el lunes',
        promesaFecha: '2026-12-14',
        promesaImporte: 15000.25,
        personal: 'cobranzas@a.test',
      },
    });
    // Today is still a promise to keep.
    expect(
      (await record({ canal: 'presencial', nota: 'Vino a la sede', promesaFecha: '2026-12-10' })).statusCode,
    ).toBe(200);
    expect((await record({ canal: 'correo', nota: 'Le reenviamos el CBU' })).statusCode).toBe(200);
  });

  it('lists them newest first, a page at a time, for whoever reads loans', async () => {
    const all = await log();
    expect(all.items.map((c) => c.canal)).toEqual(['correo', 'presencial', 'telefono']);
    expect(all.items[0]).toMatchObject({
      promesaFecha: null,
      promesaImporte: null,
      personal: 'cobranzas@a.test',
    });
    expect(all.next).toBeNull();
    const first = await log(loanId, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(String(first.items[1]!.id));
    expect((await log(loanId, `?limit=2&cursor=${first.next}`)).items.map((c) => c.canal)).toEqual([
      'telefono',
    ]);
    for (const as of [evaluador, tesoreria, auditor])
      expect((await log(loanId, '', as)).items).toHaveLength(3);
    expect((await log(pending)).items).toEqual([]);
  });

  it('is audited, and the loan timeline says so in words', async () => {
    const rows = (await auditor.get(`/api/console/audit?action=loan.contact&entityId=${loanId}`)).json<{
      items: AuditRow[];
    }>().items;
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      staff: 'cobranzas@a.test',
      action: 'loan.contact',
      entity: 'loan',
      entityId: String(loanId),
      after: {
        canal: 'telefono',
        nota: 'Atendió la hija; el socio paga el lunes',
        promesaFecha: '2026-12-14',
        promesaImporte: 15000.25,
      },
    });
    expect(auditActionLabels['loan.contact']).toBe('Registró un contacto de cobranza');
    const timeline = (await evaluador.get(timelinePaths.loan.replace(':id', String(loanId)))).json<{
      items: { what: string }[];
    }>().items;
    expect(timeline.filter((e) => e.what === 'Registró un contacto de cobranza')).toHaveLength(3);
  });

  it('refuses what is not valid, in Spanish, and writes nothing', async () => {
    for (const [body, mensaje] of [
      [{ canal: 'fax', nota: 'x' }, 'Elija el canal del contacto'],
      [{ nota: 'x' }, 'Elija el canal del contacto'],
      [{ canal: 'telefono', nota: '   ' }, 'Escriba una nota del contacto'],
      [{ canal: 'telefono', nota: 'x'.repeat(1001) }, 'La nota no puede superar los 1000 caracteres'],
      [
        { canal: 'telefono', nota: 'x', promesaFecha: '14/12/2026' },
        'La fecha de la promesa debe ser AAAA-MM-DD',
      ],
      [{ canal: 'telefono', nota: 'x', promesaImporte: 100 }, 'Indique para qué día es la promesa de pago'],
      [
        { canal: 'telefono', nota: 'x', promesaFecha: '2026-12-14', promesaImporte: 0 },
        'El importe prometido debe ser mayor que cero',
      ],
      [
        { canal: 'telefono', nota: 'x', promesaFecha: '2026-12-14', promesaImporte: 10.005 },
        'El importe prometido tiene más de dos decimales',
      ],
      [
        { canal: 'telefono', nota: 'x', promesaFecha: '2026-12-09' },
        'La fecha de la promesa no puede ser anterior a la fecha de negocio',
      ],
    ] as const) {
      const res = await record(body);
      expect(res.json(), JSON.stringify(body)).toEqual({ Status: 400, Mensaje: mensaje });
    }
    expect((await log()).items).toHaveLength(3);
  });

  it('is for a loan that exists and is in repayment', async () => {
    const missing = await record({ canal: 'telefono', nota: 'x' }, 999_999);
    expect(missing.json()).toEqual({ Status: 404, Mensaje: 'No existe el préstamo' });
    expect((await cobranzas.get(path(999_999))).statusCode).toBe(404);
    for (const id of [pending, paidOff]) {
      const res = await record({ canal: 'telefono', nota: 'x' }, id);
      expect(res.json()).toEqual({
        Status: 409,
        Mensaje: 'El préstamo no está en repago: no se registran contactos de cobranza',
      });
    }
    expect((await log(paidOff)).items).toEqual([]);
  });

  it('is recorded by cobranzas only; read by whoever reads loans', async () => {
    for (const as of [evaluador, tesoreria, comunicaciones, admin])
      expect((await record({ canal: 'telefono', nota: 'x' }, loanId, as)).statusCode).toBe(403);
    for (const as of [comunicaciones, admin]) expect((await as.get(path(loanId))).statusCode).toBe(403);
  });
});
