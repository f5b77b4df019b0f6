import { describe, expect, it } from 'vitest';
import { loanStates, payrollMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { signedInStaff } from '../staff/staff-support';

const { app, db } = await createTestApp({ staffTotp: false });
const organismoId = await createOrganismo(db, { id: 2 });
const tesoreria = await signedInStaff(app, 'tesoreria@m.test', ['tesoreria']);
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);

const ana = await createMember(db, { dni: '30111222', organismoId, apellido: 'Gómez', nombres: 'Ana' });
const active = await createLoan(db, ana, {
  estado: loanStates.deducting,
  monto: 120_000,
  tna: 60,
  cuotas: 6,
  paid: 2,
});
const ended = await createLoan(db, ana, {
  estado: loanStates.deducting,
  monto: 30_000,
  tna: 0,
  cuotas: 3,
  paid: 2,
});
await createLoan(db, ana, { estado: loanStates.paidOff });
await createLoan(db, ana, { estado: loanStates.pendingEvaluation });

const base = `/api/console/organismos/${organismoId}/periods/202611`;
const call = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: { cookie: tesoreria } });
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
    await db.query(`UPDATE loans SET estado = $2, saldo = 0, cuotas_restantes = 0 WHERE id = $1`, [
      ended,
      loanStates.paidOff,
    ]);
    await db.query(`UPDATE loans SET monto_en_mora = 1234.56 WHERE id = $1`, [active]);
    await db.query(`UPDATE payroll_periods SET state = 'posted' WHERE organismo_id = $1`, [organismoId]);
    expect((await call('POST', `${base}/close`)).json()).toEqual({
      Status: 200,
      Mensaje: payrollMessages.closed(2),
    });

    // Later changes do not touch the frozen picture.
    await db.query(`UPDATE loans SET saldo = 1 WHERE id = $1`, [active]);
    const csv = await call('GET', `${base}/snapshot.csv`);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="cartera-${organismoId}-202611.csv"`,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'prestamo,dni,socio,producto,estado,monto_prestado,saldo,cuotas_restantes,cantidad_cuotas,mora,tna,cft',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(
      new RegExp(`^${active},30111222,"Gómez, Ana",[^,]+,Descontando,120000.00,[\\d.]+,4,6,1234.56,60.00,`),
    );
    expect(rows[1]).not.toMatch(/,1\.00,4,6,/);
    expect(rows[2]).toMatch(
      new RegExp(`^${ended},30111222,"Gómez, Ana",[^,]+,Cancelado,30000.00,0.00,0,3,0.00,`),
    );

    expect((await call('POST', `${base}/close`)).json()).toEqual({
      Status: 409,
      Mensaje: payrollMessages.alreadyClosed,
    });
    const [audit] = await db.query<{ after: object }>(
      `SELECT after FROM audit_log WHERE action = 'payroll.close'`,
    );
    expect(audit?.after).toMatchObject({ period: '202611', prestamos: 2 });
  });

  it('a closed period takes no more results', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${base}/results?dryRun=true`,
      headers: { cookie: tesoreria, 'content-type': 'text/csv' },
      payload: `H;${organismoId};202611;0;0\nT;0;0`,
    });
    expect(res.json()).toEqual({ Status: 409, Mensaje: payrollMessages.periodClosed });
  });
});
