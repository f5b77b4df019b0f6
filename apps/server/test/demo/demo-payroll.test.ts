import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loanStates, type ResultsVerdict } from '@portal/contract';
import { createTestApp } from '../support/app';
import { loadDemoData } from '../../src/demo/index';
import { DEMO_PAYROLL_PERIOD } from '../../src/demo/payroll';
import { serverRoot } from '../../src/locations';

const { app, db } = await createTestApp({ staffTotp: false });
await loadDemoData(db);

const signIn = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/session',
    payload: { email, password: 'Demo1234' },
  });
  return res.headers['set-cookie'] as string;
};
const sample = readFileSync(
  path.join(serverRoot, 'src', 'demo', 'assets', `resultados-organismo-2-${DEMO_PAYROLL_PERIOD}.csv`),
  'utf8',
);
const results = (cookie: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/console/organismos/2/periods/${DEMO_PAYROLL_PERIOD}/results${query}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: sample,
  });

describe('the demo payroll', () => {
  it("leaves the main organismo's orders waiting, and the sample results file in the repository matches them", async () => {
    const tesoreria = await signIn('tesoreria@staff.demo.com.ar');
    const periods = await app.inject({
      method: 'GET',
      url: '/api/console/organismos/2/periods',
      headers: { cookie: tesoreria },
    });
    expect(periods.json().items).toEqual([
      expect.objectContaining({ period: DEMO_PAYROLL_PERIOD, state: 'ordered' }),
    ]);
    const dry = (await results(tesoreria, '?dryRun=true')).json<ResultsVerdict>();
    expect(dry).toMatchObject({ problemCount: 0, missingCount: 0, toPost: dry.lines });
    expect(dry.lines).toBeGreaterThan(0);
  });

  it('a newcomer can post the month with the two demo tesorerías', async () => {
    const [{ id: loanId, cuotas_restantes: before } = { id: 0, cuotas_restantes: 0 }] = await db.query<{
      id: number;
      cuotas_restantes: number;
    }>(
      `SELECT l.id, l.cuotas_restantes FROM loans l JOIN members m ON m.id = l.member_id
        WHERE m.organismo_id = 2 AND l.estado = $1 ORDER BY l.id LIMIT 1`,
      [loanStates.deducting],
    );
    const proposed = await results(await signIn('tesoreria@staff.demo.com.ar'));
    const { proposalId } = proposed.json<{ proposalId: number }>();
    const approved = await app.inject({
      method: 'POST',
      url: `/api/console/proposals/${proposalId}/approve`,
      headers: { cookie: await signIn('tesoreria2@staff.demo.com.ar') },
    });
    expect(approved.statusCode).toBe(200);
    const [after] = await db.query<{ cuotas_restantes: number }>(
      'SELECT cuotas_restantes FROM loans WHERE id = $1',
      [loanId],
    );
    expect(after?.cuotas_restantes).toBe(before - 1);
  });
});
