// Rate tables follow the business date, not the wall clock: where demo data lets an administrador move it
// forward, a version programmed for a day the business date has reached is in force for new plans and
// shows as 'vigente', and a table cannot start before the business date.
import { describe, expect, it } from 'vitest';
import { businessDatePaths, rateMessages, type RateTableDraft } from '@portal/contract';
import { addDays } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createBorrower, createRateLine } from '../../support/loan-request-factories';
import { ratesApi } from '../../support/rates';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, post, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
const admin = await consoleAs('admin@rb.test', ['administrador']);
const maker = await consoleAs('parametros@rb.test', ['parametros']);
const checker = await consoleAs('parametros2@rb.test', ['parametros']);
const lineId = await createRateLine(db, { nombre: 'Préstamo Fecha de Negocio' });
const api = ratesApi(post, maker);
const range = { minAmount: 100_000, maxAmount: 1_000_000, step: 100_000 };
const table = (tna: number, vigenteDesde: string): RateTableDraft => ({
  rows: [{ ...range, cuotas: 12, tna }],
  vigenteDesde,
});

describe('rate tables on the business date', () => {
  it('a programmed version comes into force when the business date reaches its day', async () => {
    const member = await createBorrower(db, 'main', 200_000, { dni: '30999111', mail: 'negocio@rb.test' });
    const tnaOf12 = async () =>
      (await api.plans(member.uat, lineId)).find((p) => p.CantidadCuotas === 12)!.TNA;
    const first = await api.propose(lineId, table(70, '2026-12-02'));
    expect((await api.decide(first.json().proposalId, checker)).statusCode).toBe(200);
    const later = await api.propose(lineId, table(55, '2026-12-20'));
    expect((await api.decide(later.json().proposalId, checker)).statusCode).toBe(200);
    expect((await api.line(lineId)).versions.map((v) => v.estado)).toEqual([
      'programada',
      'vigente',
      'anterior',
    ]);
    expect(await tnaOf12()).toBe(70);

    expect((await admin.post(businessDatePaths.businessDate, { fecha: '2026-12-20' })).statusCode).toBe(200);
    expect((await api.line(lineId)).versions.map((v) => v.estado)).toEqual([
      'vigente',
      'anterior',
      'anterior',
    ]);
    expect(await tnaOf12()).toBe(55);

    // A day the wall clock has not reached but the business date has passed is in the past.
    const past = await api.preview(table(50, addDays('2026-12-20', -1)));
    expect(past.json().problems).toContain(rateMessages.pastDate);
    const refused = await api.propose(lineId, table(50, '2026-12-19'));
    expect(refused.statusCode).toBe(400);
  });
});
