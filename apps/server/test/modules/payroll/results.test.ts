import { describe, expect, it } from 'vitest';
import { loanStates, payrollMessages, type ResultsVerdict } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { scheduleCents } from '../../../src/modules/loan-math/index';
import { postCsv, resultsFile } from '../../support/payroll';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 2 });
const tesoreria = await consoleAs('tesoreria@r.test', ['tesoreria']);
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);

const ana = await createMember(db, { dni: '30111222', organismoId });
const luis = await createMember(db, { dni: '28999888', organismoId });
const eva = await createMember(db, { dni: '31222333', organismoId });
const a = await createLoan(db, ana, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 120_000,
  tna: 60,
  cuotas: 6,
  paid: 2,
});
const l = await createLoan(db, luis, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 300_000,
  tna: 0,
  cuotas: 3,
});
const e = await createLoan(db, eva, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 90_000,
  tna: 0,
  cuotas: 3,
});
const aAmount = scheduleCents(12_000_000, 60, 6)[2]!.payment;

const base = `/api/console/organismos/${organismoId}/periods/202611`;
await tesoreria.post(`${base}/orders`);

const check = (lines: string[], opts: { period?: string; query?: string } = {}) => {
  const period = opts.period ?? '202611';
  return postCsv(
    tesoreria,
    `/api/console/organismos/${organismoId}/periods/${period}/results${opts.query ?? '?dryRun=true'}`,
    resultsFile(organismoId, period, lines),
  );
};

describe('results dry run', () => {
  it('totals a right file by state and lists the orders it has no line for', async () => {
    const res = await check([
      `D;30111222;${a};3;${aAmount};${aAmount};OK;`,
      `D;28999888;${l};1;10000000;4000000;PARCIAL;Haber insuficiente`,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<ResultsVerdict>()).toEqual({
      dryRun: true,
      organismoId,
      period: '202611',
      lines: 2,
      problems: [],
      problemCount: 0,
      requested: aAmount + 10_000_000,
      applied: aAmount + 4_000_000,
      byState: { OK: 1, PARCIAL: 1, RECHAZADO: 0 },
      ordered: { lines: 3, total: aAmount + 10_000_000 + 3_000_000 },
      missing: [{ loanId: e, cuota: 1, importe: 3_000_000 }],
      missingCount: 1,
      alreadyPosted: 0,
      toPost: 2,
    });
  });

  it('names each line that does not match its order, by field', async () => {
    const res = await check([
      `D;30111223;${a};4;${aAmount + 1};${aAmount};OK;`,
      `D;28999888;${l};1;10000000;0;PARCIAL;`,
      `D;28999888;${l};1;10000000;0;RECHAZADO;`,
      `D;31222333;999999;1;3000000;3000000;OK;`,
      `D;31222333;${e};1;3000000;3000001;OK;`,
    ]);
    const verdict = res.json<ResultsVerdict>();
    expect(verdict.problems).toEqual([
      { line: 2, field: 'DNI', message: `El DNI no es el del socio del préstamo ${a}` },
      { line: 2, field: 'CUOTA', message: 'La cuota ordenada es la 3' },
      { line: 2, field: 'SOLICITADO', message: `Lo ordenado son ${aAmount} centavos` },
      {
        line: 2,
        field: 'ESTADO',
        message: `Con ${aAmount} de ${aAmount + 1} centavos aplicados el estado es PARCIAL`,
      },
      { line: 3, field: 'ESTADO', message: 'Con 0 de 10000000 centavos aplicados el estado es RECHAZADO' },
      { line: 4, field: 'PRESTAMO_ID', message: `El préstamo ${l} ya aparece en la línea 3` },
      {
        line: 5,
        field: 'PRESTAMO_ID',
        message: 'El préstamo 999999 no tiene orden de descuento en el período',
      },
      { line: 6, field: 'APLICADO', message: 'Lo aplicado no puede superar lo solicitado' },
    ]);
    expect(verdict).toMatchObject({
      problemCount: 8,
      lines: 5,
      byState: { OK: 0, PARCIAL: 0, RECHAZADO: 0 },
      // Wrong lines still count in what the file asks and applies (line 4 repeats line 3's loan).
      requested: aAmount + 1 + 10000000 + 3000000 + 3000000,
      applied: aAmount + 3000000 + 3000001,
    });
  });

  it('refuses a period without orders and a file of another period', async () => {
    expect((await check([], { period: '202612' })).json()).toEqual({
      Status: 404,
      Mensaje: payrollMessages.noOrders,
    });
    const body = `H;${organismoId};202610;0;0\nT;0;0`;
    const other = await postCsv(tesoreria, `${base}/results?dryRun=true`, body);
    expect(other.json<ResultsVerdict>().problems).toContainEqual({
      line: 1,
      field: 'PERIODO',
      message: 'El archivo es del período 202610, no del 202611',
    });
  });
});
