import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loanStates, serverMessages } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createMember, createOrganismo } from '../support/factories';
import { createLoan } from '../support/loan-factories';
import { databaseUrlFor } from '../support/pg-urls';
import { postCsv, resultsFile } from '../support/payroll';

/**
 * PostgreSQL ending a connection under a request (pg_terminate_backend, as a restart or failover would):
 * the request answers 503 with a Spanish Mensaje, nothing is half-done, the server goes on and the same
 * call works again. A second connection holds a lock the request needs, so that it waits where we want.
 */
const url = process.env.DATABASE_URL;

const reason = 'PostgreSQL only: the embedded database has no backends to end';
// A skipped suite's body still runs to collect its tests, so without PostgreSQL there is none to run.
if (!url) describe.skip(reason, () => it('needs DATABASE_URL', () => {}));
else
  describe(`a backend terminated under a request (${reason})`, async () => {
    const { db, consoleAs } = await createTestApp({ staffTotp: false });
    const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS name')) as [
      { name: string },
    ];
    const holder = new pg.Client({ connectionString: databaseUrlFor(url, name) });
    await holder.connect();
    afterAll(() => holder.end());

    const organismoId = await createOrganismo(db, { id: 2 });
    const maker = await consoleAs('tesoreria@p.test', ['tesoreria']);
    const checker = await consoleAs('tesoreria2@p.test', ['tesoreria']);
    await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);
    const luis = await createMember(db, { dni: '28999888', organismoId });
    const l = await createLoan(db, luis, {
      estado: loanStates.deducting,
      monto: 300_000,
      tna: 0,
      cuotas: 3,
      paid: 2,
      nextPeriod: '202611',
    });
    const base = `/api/console/organismos/${organismoId}/periods/202611`;
    await maker.post(`${base}/orders`);

    /** Runs the call, ends the backend that waits on the holder's lock, then lets the lock go. */
    const terminateWhileWaiting = async (
      lock: string,
      call: () => Promise<{ statusCode: number; json: () => unknown }>,
    ) => {
      await holder.query('BEGIN');
      await holder.query(lock);
      const answer = call();
      let pid: number | undefined;
      for (let i = 0; i < 200 && pid === undefined; i++) {
        const { rows } = await holder.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        pid = rows[0]?.pid;
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(pid).toBeDefined();
      await holder.query('SELECT pg_terminate_backend($1)', [pid]);
      const res = await answer;
      await holder.query('ROLLBACK');
      return res;
    };

    it('a payroll results approval: 503, the proposal still pending, nothing posted; approving again posts', async () => {
      const file = resultsFile(organismoId, '202611', [`D;28999888;${l};3;10000000;10000000;OK;`]);
      const proposed = await postCsv(maker, `${base}/results`, file);
      const id = proposed.json<{ proposalId: number }>().proposalId;
      const approve = () => checker.post(`/api/console/proposals/${id}/approve`);

      const movements = () => db.query('SELECT id FROM loan_movements WHERE loan_id = $1 ORDER BY id', [l]);
      const before = await movements();
      const res = await terminateWhileWaiting(
        `SELECT 1 FROM loans WHERE id = ${Number(l)} FOR UPDATE`,
        approve,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Status: 503, Mensaje: serverMessages.serviceUnavailable });
      expect(await db.query('SELECT decision FROM proposals WHERE id = $1', [id])).toEqual([
        { decision: null },
      ]);
      expect(await movements()).toEqual(before);
      expect(
        (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [l]))[0]?.estado,
      ).toBe(loanStates.deducting);

      expect((await approve()).statusCode).toBe(200);
      expect(
        (await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [l]))[0]?.estado,
      ).toBe(loanStates.paidOff);
    });

    it('an ordinary read: 503 with a Spanish Mensaje, and the same call answers again', async () => {
      const periods = () => checker.get(`/api/console/organismos/${organismoId}/periods`);
      const res = await terminateWhileWaiting('LOCK TABLE payroll_periods IN ACCESS EXCLUSIVE MODE', periods);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Status: 503, Mensaje: serverMessages.serviceUnavailable });
      expect((await periods()).statusCode).toBe(200);
    });
  });
