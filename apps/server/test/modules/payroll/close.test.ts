import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, consoleLoanPaths, loanStates, payrollMessages, type LoanDetail } from '@portal/contract';
import { argentineDay } from '@portal/contract/argentine-day';
import { formatMoney } from '../../../src/lib/money-format';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { postCsv } from '../../support/payroll';
import { expectNoFormulaCells, parseCsv, readXlsx } from '../../support/spreadsheet';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 2 });
const tesoreria = await consoleAs('tesoreria@m.test', ['tesoreria']);
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);

const ana = await createMember(db, { dni: '30111222', organismoId, apellido: 'Gómez', nombres: 'Ana' });
const active = await createLoan(db, ana, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 120_000,
  tna: 60,
  cuotas: 6,
  paid: 2,
});
const ended = await createLoan(db, ana, {
  estado: loanStates.deducting,
  nextPeriod: '202611',
  monto: 30_000,
  tna: 0,
  cuotas: 3,
  paid: 2,
});
await createLoan(db, ana, { estado: loanStates.paidOff });
await createLoan(db, ana, { estado: loanStates.pendingEvaluation });

const base = `/api/console/organismos/${organismoId}/periods/202611`;
const call = (method: 'GET' | 'POST', url: string) => tesoreria.inject({ method, url });
await call('POST', `${base}/orders`);

describe('month close', () => {
  it('waits for the results to be posted', async () => {
    expect((await call('POST', `${base}/close`)).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.notPosted,
    });
    expect((await call('GET', `${base}/snapshot.csv`)).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.notClosed,
    });
  });

  it('freezes the loans in repayment and those the period ordered that ended, and serves them as CSV', async () => {
    await db.query(
      `UPDATE loans SET estado = $2, saldo = 0, cuotas_restantes = 0, monto_en_mora = 0 WHERE id = $1`,
      [ended, loanStates.paidOff],
    );
    // 100 days late on the business date of the close (demo data off: the real day): situation 3, 20%.
    const vencidaDesde = addDays(argentineDay(new Date()), -100);
    await db.query(`UPDATE loans SET monto_en_mora = 1234.56, vencida_desde = $2 WHERE id = $1`, [
      active,
      vencidaDesde,
    ]);
    const file = (
      await tesoreria.get(consoleLoanPaths.detail.replace(':id', String(active)))
    ).json<LoanDetail>();
    expect(file).toMatchObject({ diasAtraso: 100, situacion: 3, tasaProvision: 20 });
    const provision = file.provision.toFixed(2);
    // A text that would start formulas in a ';' or a ',' spreadsheet.
    await db.query(`UPDATE loans SET producto = 'x;=1+1,@y' WHERE id = $1`, [ended]);
    await db.query(`UPDATE payroll_periods SET state = 'posted' WHERE organismo_id = $1`, [organismoId]);
    expect((await call('POST', `${base}/close`)).json()).toEqual({
      Status: 200,
      Mensaje: payrollMessages.closed(2, formatMoney(Number(provision))),
    });

    // Later changes (the balance, the days, the rates) do not touch the frozen picture.
    await db.query(`UPDATE loans SET saldo = 1, vencida_desde = NULL WHERE id = $1`, [active]);
    await db.query(`UPDATE provision_rates SET tasa_bp = 5000 WHERE situacion = 3`);
    const csv = await call('GET', `${base}/snapshot.csv`);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="cartera-${organismoId}-202611.csv"`,
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.body.slice(1).trimEnd(), ';');
    expect(rows[0]).toEqual([
      'Préstamo',
      'DNI',
      'Socio',
      'Producto',
      'Estado',
      'Monto prestado',
      'Saldo',
      'Cuotas restantes',
      'Cantidad de cuotas',
      'Mora',
      'TNA (%)',
      'CFT (%)',
      'Días de atraso',
      'Situación',
      'Previsión',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      String(active),
      '30111222',
      'Gómez, Ana',
      expect.any(String),
      'Descontando',
      '120000,00',
      expect.stringMatching(/^\d+,\d{2}$/),
      '4',
      '6',
      '1234,56',
      '60,00',
      expect.stringMatching(/^\d+,\d{2}$/),
      '100',
      '3',
      provision.replace('.', ','),
    ]);
    expect(rows[1]![6]).not.toBe('1,00');
    // 20% of the frozen balance, half up to the cent, as the loan file showed it.
    expect(Number(provision)).toBe(Math.round(Number(rows[1]![6]!.replace(',', '.')) * 20) / 100);
    expect(rows[2]!.slice(12)).toEqual(['0', '1', '0,00']);
    expect(rows[2]!.slice(0, 10)).toEqual([
      String(ended),
      '30111222',
      'Gómez, Ana',
      "x;'=1+1,'@y",
      'Cancelado',
      '30000,00',
      '0,00',
      '0',
      '3',
      '0,00',
    ]);
    expectNoFormulaCells(csv.body);

    const xlsx = await call('GET', `${base}/snapshot.xlsx`);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="cartera-${organismoId}-202611.xlsx"`,
    );
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.getRow(1).getCell(6).value).toBe('Monto prestado');
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(active);
    expect(first.getCell(2).value).toBe('30111222');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(6).value).toBe(120000);
    expect(first.getCell(6).numFmt).toBe('#,##0.00');
    expect(first.getCell(10).value).toBe(1234.56);
    expect(sheet.getRow(1).getCell(15).value).toBe('Previsión');
    expect(first.getCell(13).value).toBe(100);
    expect(first.getCell(14).value).toBe(3);
    expect(first.getCell(15).value).toBe(Number(provision));
    expect(sheet.getRow(3).getCell(4).value).toBe('x;=1+1,@y');

    const exports = await db.query<{ address: string; entity_id: string; after: object }>(
      `SELECT address, entity_id, after FROM audit_log WHERE action = 'export.snapshot' ORDER BY id`,
    );
    expect(exports.map((e) => e.after)).toEqual([
      { period: '202611', format: 'csv' },
      { period: '202611', format: 'xlsx' },
    ]);
    expect(exports[0]).toMatchObject({ entity_id: String(organismoId), address: expect.any(String) });

    expect((await call('POST', `${base}/close`)).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.alreadyClosed,
    });
    const [audit] = await db.query<{ after: object }>(
      `SELECT after FROM audit_log WHERE action = 'payroll.close'`,
    );
    expect(audit?.after).toMatchObject({ period: '202611', prestamos: 2, prevision: provision });
  });

  it('a closed period takes no more results', async () => {
    const res = await postCsv(tesoreria, `${base}/results?dryRun=true`, `H;${organismoId};202611;0;0\nT;0;0`);
    expect(res.json()).toEqual({ Status: 409, Mensaje: payrollMessages.periodClosed });
  });
});
