// The provision rates by situation under four eyes: one parametros proposes, another approves, and the loan
// file's provision follows; validation in Spanish; reads for whoever reads loans, changes for parametros.
import { describe, expect, it } from 'vitest';
import {
  auditActionName,
  consoleLoanPaths,
  loanStates,
  proposalMessages,
  proposalPaths,
  provisionMessages,
  provisionPaths,
  type LoanDetail,
  type ProvisionRatesView,
} from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, now });
const maker = await consoleAs('parametros@p.test', ['parametros']);
const checker = await consoleAs('parametros2@p.test', ['parametros']);
const auditor = await consoleAs('auditor@p.test', ['auditor']);
const evaluador = await consoleAs('evaluador@p.test', ['evaluador']);
const tesoreria = await consoleAs('tesoreria@p.test', ['tesoreria']);
const admin = await consoleAs('admin@p.test', ['administrador']);
const comunicaciones = await consoleAs('com@p.test', ['comunicaciones']);

const organismoId = await createOrganismo(db, { id: 3 });
const member = await createMember(db, { dni: '30222444', organismoId });
const loanId = await createLoan(db, member, {
  estado: loanStates.deducting,
  monto: 100_000,
  tna: 60,
  cuotas: 12,
  nextPeriod: '202610',
});
// 62 days late on the business date (2026-12-02): situation 2.
await db.query(`UPDATE loans SET vencida_desde = '2026-10-01' WHERE id = $1`, [loanId]);

const inaes = [1, 5, 20, 50, 100];
const tasas = (percents: number[]) => percents.map((tasa, i) => ({ situacion: i + 1, tasa }));
const read = (as: ConsoleClient = maker) => as.get(provisionPaths.rates);
const propose = (body: object, as = maker) =>
  as.post(provisionPaths.rates, { reason: 'Criterio del consejo directivo', ...body });
const approve = (id: number, as = checker) => as.post(proposalPaths.approve.replace(':id', String(id)));
const loanFile = async () =>
  (await evaluador.get(consoleLoanPaths.detail.replace(':id', String(loanId)))).json<LoanDetail>();

describe('provision rates', () => {
  it('start at the INAES defaults, read by whoever reads loans (the auditor too)', async () => {
    for (const as of [maker, auditor, evaluador]) {
      const res = await read(as);
      expect(res.statusCode).toBe(200);
      expect(res.json<ProvisionRatesView>()).toMatchObject({
        tasas: tasas(inaes),
        updatedBy: null,
        propuesta: null,
      });
    }
    for (const as of [admin, comunicaciones]) expect((await read(as)).statusCode).toBe(403);
    expect(await loanFile()).toMatchObject({ situacion: 2, tasaProvision: 5 });
  });

  it('refuse what is not five rates, 0 to 100 with two decimals, never decreasing, with a reason', async () => {
    const cases: [object, string][] = [
      [{ tasas: tasas([1, 5, 20, 50]) }, provisionMessages.situations],
      [{ tasas: [...tasas(inaes).slice(1), { situacion: 1, tasa: 1 }] }, provisionMessages.situations],
      [{ tasas: tasas([1, 5, 20, 50, 100, 100]) }, provisionMessages.situations],
      [{ tasas: tasas([1, 5, 20, 50, 100.5]) }, provisionMessages.rate],
      [{ tasas: tasas([-1, 5, 20, 50, 100]) }, provisionMessages.rate],
      [{ tasas: tasas([1, 5.125, 20, 50, 100]) }, provisionMessages.decimals],
      [{ tasas: tasas([1, 5, 20, 15, 100]) }, provisionMessages.order(4)],
      [{ tasas: tasas([1, 6, 20, 50, 100]), reason: ' ' }, 'Escriba el motivo del cambio'],
      [{ tasas: tasas(inaes) }, provisionMessages.unchanged],
    ];
    for (const [body, mensaje] of cases) {
      const res = await propose(body);
      expect(res.json(), JSON.stringify(body)).toEqual({ Status: 400, Mensaje: mensaje });
    }
    expect((await read()).json<ProvisionRatesView>().propuesta).toBeNull();
  });

  it('are proposed only by parametros', async () => {
    for (const as of [evaluador, auditor, tesoreria, admin]) {
      const res = await propose({ tasas: tasas([1, 7.5, 20, 50, 100]) }, as);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ Mensaje: string }>().Mensaje).toBe('Su rol no permite esta operación');
    }
  });

  it('change when another parametros approves, and the loan file provisions at the new rate', async () => {
    const res = await propose({ tasas: tasas([1, 7.5, 20, 50, 100]) });
    expect(res.statusCode).toBe(200);
    const { proposalId, Mensaje } = res.json<{ proposalId: number; Mensaje: string }>();
    expect(Mensaje).toBe(provisionMessages.proposed);
    expect((await read(checker)).json<ProvisionRatesView>()).toMatchObject({
      tasas: tasas(inaes),
      propuesta: {
        id: proposalId,
        kind: 'provisions.rates',
        proposedBy: 'parametros@p.test',
        payload: {
          tasas: tasas([1, 7.5, 20, 50, 100]),
          anteriores: tasas(inaes),
          reason: 'Criterio del consejo directivo',
        },
      },
    });

    // One change waits at a time; neither its maker nor a checker without parameters.manage decides it.
    const second = await propose({ tasas: tasas([1, 6, 20, 50, 100]) });
    expect(second.json()).toEqual({ Status: 409, Mensaje: provisionMessages.pending });
    const own = await approve(proposalId, maker);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ Mensaje: string }>().Mensaje).toBe(proposalMessages.sameStaff);
    expect((await approve(proposalId, tesoreria)).statusCode).toBe(403);
    const before = await loanFile();
    expect(before).toMatchObject({ tasaProvision: 5, provision: Math.round(before.saldo * 5) / 100 });

    expect((await approve(proposalId)).json()).toMatchObject({ id: proposalId, decision: 'approved' });
    const after = await loanFile();
    expect(after.provision).toBeGreaterThan(before.provision);
    // 7.5% of the balance, half up to the cent.
    expect(after).toMatchObject({
      situacion: 2,
      tasaProvision: 7.5,
      provision: Math.round(after.saldo * 7.5) / 100,
    });
    expect((await read(auditor)).json<ProvisionRatesView>()).toMatchObject({
      tasas: tasas([1, 7.5, 20, 50, 100]),
      updatedBy: 'parametros2@p.test',
      propuesta: null,
    });
    const stored = await db.query<{ situacion: number; tasa_bp: number }>(
      'SELECT situacion, tasa_bp FROM provision_rates ORDER BY situacion',
    );
    expect(stored.map((r) => r.tasa_bp)).toEqual([100, 750, 2000, 5000, 10000]);

    const audit = await db.query<{ action: string; entity: string; before: unknown; after: unknown }>(
      `SELECT action, entity, before, after FROM audit_log WHERE entity = 'provisiones' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'provisions.rates.propose',
      'provisions.rates.approve',
      'provisions.rates',
    ]);
    expect(audit[2]).toMatchObject({
      before: { tasas: tasas(inaes) },
      after: { propuesta: proposalId, tasas: tasas([1, 7.5, 20, 50, 100]) },
    });
    expect(auditActionName('provisions.rates')).toBe('Cambió las tasas de previsión');
    expect(auditActionName('provisions.rates.approve')).toBe('Aprobó: Cambio de las tasas de previsión');
  });

  it('a rejected change leaves the rates as they were and lets another be proposed', async () => {
    const { proposalId } = (await propose({ tasas: tasas([0.5, 7.5, 20, 50, 100]) })).json<{
      proposalId: number;
    }>();
    const rejected = await checker.post(proposalPaths.reject.replace(':id', String(proposalId)), {
      reason: 'Falta el acta del consejo',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await read()).json<ProvisionRatesView>()).toMatchObject({
      tasas: tasas([1, 7.5, 20, 50, 100]),
      propuesta: null,
    });
    expect((await propose({ tasas: tasas([0.5, 7.5, 20, 50, 100]) })).statusCode).toBe(200);
  });
});
