import { describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  businessDateMessages,
  businessDatePaths,
  type BusinessDate,
} from '@portal/contract';
import { createTestApp } from '../../support/app';

// 2026-12-02 01:30 UTC is still 2026-12-01 in Buenos Aires (UTC-3).
let clock = new Date('2026-12-02T01:30:00Z');
const now = () => clock;

const demo = await createTestApp({ staffTotp: false, demoData: true, now });
const real = await createTestApp({ staffTotp: false, now });

const ran: string[] = [];
/** The runs of this file's jobs (the app's own, such as the arrears job, run too). */
const ofTest = (runs: { job: string; fecha: string }[]) => runs.filter((r) => r.job !== 'arrears');
demo.app.businessDate.registerDailyJob('prueba', async (tx, fecha) => {
  await tx.query('SELECT 1');
  ran.push(fecha);
});

const admin = await demo.consoleAs('admin@bd.test', ['administrador']);
const soporte = await demo.consoleAs('soporte@bd.test', ['soporte']);
const realAdmin = await real.consoleAs('admin@bd.test', ['administrador']);
const move = (fecha: unknown, as = admin) => as.post(businessDatePaths.businessDate, { fecha });

describe('the business date', () => {
  it('is the calendar day in Buenos Aires, not UTC, without a moved date', async () => {
    expect(await real.app.businessDate.today()).toBe('2026-12-01');
    expect(await demo.app.businessDate.today()).toBe('2026-12-01');
    expect((await realAdmin.get(businessDatePaths.businessDate)).json()).toEqual({
      fecha: '2026-12-01',
      movible: false,
    });
    // Any signed-in staff member reads it.
    expect((await soporte.get(businessDatePaths.businessDate)).json()).toEqual({
      fecha: '2026-12-01',
      movible: true,
    });
  });

  it('cannot be moved without demo data, by a non-administrador, to a bad day or not forward', async () => {
    const off = await move('2026-12-10', realAdmin);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ Mensaje: businessDateMessages.notMovable });
    expect((await move('2026-12-10', soporte)).statusCode).toBe(403);
    for (const bad of ['2026-02-30', '10/12/2026', '']) {
      const res = await move(bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await move('2026-02-30')).json()).toMatchObject({ Mensaje: businessDateMessages.invalidDate });
    for (const notAfter of ['2026-12-01', '2026-11-30']) {
      const res = await move(notAfter);
      expect(res.statusCode, notAfter).toBe(409);
      expect(res.json()).toMatchObject({ Mensaje: businessDateMessages.notAfter });
    }
    expect(ran).toEqual([]);
    expect(await demo.app.businessDate.today()).toBe('2026-12-01');
  });

  it('an administrador moves it forward: audited, and each day passed runs the jobs once, in order', async () => {
    const res = await move('2026-12-04');
    expect(res.statusCode).toBe(200);
    expect(res.json<BusinessDate>()).toEqual({ fecha: '2026-12-04', movible: true });
    expect(await demo.app.businessDate.today()).toBe('2026-12-04');
    expect(ran).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    const audit = await demo.db.query<{ before: object; after: object; entity: string }>(
      `SELECT before, after, entity FROM audit_log WHERE action = 'business_date.move'`,
    );
    expect(audit).toEqual([
      { entity: 'business_date', before: { fecha: '2026-12-01' }, after: { fecha: '2026-12-04' } },
    ]);
    expect(auditActionLabels['business_date.move']).toBe('Adelantó la fecha de negocio');
    // Never back.
    expect((await move('2026-12-03')).statusCode).toBe(409);
    // Days already run are not run again.
    expect(ofTest(await demo.app.businessDate.runDailyJobs('2026-12-02', '2026-12-05'))).toEqual([
      { job: 'prueba', fecha: '2026-12-05' },
    ]);
    expect(ran).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });

  it('two moves or two runs at once run each day once', async () => {
    ran.length = 0;
    const [a, b] = await Promise.all([move('2026-12-08'), move('2026-12-08')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const runs = await Promise.all([
      demo.app.businessDate.runDailyJobs('2026-12-06', '2026-12-09'),
      demo.app.businessDate.runDailyJobs('2026-12-06', '2026-12-09'),
    ]);
    expect(ofTest(runs.flat())).toEqual([{ job: 'prueba', fecha: '2026-12-09' }]);
    expect(ran).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09']);
    const [row] = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM daily_job_runs WHERE job = 'prueba'`,
    );
    expect(row?.n).toBe(8);
  });

  it('a job that fails leaves its day unclaimed, to run again', async () => {
    let fail = true;
    demo.app.businessDate.registerDailyJob('falla', async () => {
      if (fail) throw new Error('boom');
    });
    await expect(demo.app.businessDate.runDailyJobs('2026-12-20', '2026-12-20')).rejects.toThrow('boom');
    fail = false;
    expect(ofTest(await demo.app.businessDate.runDailyJobs('2026-12-20', '2026-12-20'))).toEqual([
      { job: 'falla', fecha: '2026-12-20' },
    ]);
  });

  it('when the real day overtakes the moved one, the real day wins', async () => {
    clock = new Date('2026-12-15T12:00:00Z');
    expect(await demo.app.businessDate.today()).toBe('2026-12-15');
    expect((await soporte.get(businessDatePaths.businessDate)).json()).toMatchObject({ fecha: '2026-12-15' });
    expect((await move('2026-12-14')).statusCode).toBe(409);
    expect(ofTest(await real.app.businessDate.runToday())).toEqual([]);
  });
});
