// A movement's day is its value day (the payroll period's last day, the business date of a reversal),
// while statements and timelines follow the order in which movements were recorded: a reversal approved
// before the period's last day still reads after the deduction it reverses, and the console's timeline
// shows the deduction when it was posted, naming its value day, never at a made-up noon.
import { describe, expect, it } from 'vitest';
import { paths, timelinePaths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createOrganismo, createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { postCsv, resultsFile } from '../../support/payroll';

const now = () => new Date('2026-12-02T15:00:00Z');
const { app, db, consoleAs } = await createTestApp({ staffTotp: false, now });
const organismoId = await createOrganismo(db, { id: 9 });
await db.query(`UPDATE organismos SET codigo_descuento = '341' WHERE id = $1`, [organismoId]);
const maker = await consoleAs('tesoreria@m.test', ['tesoreria']);
const checker = await consoleAs('tesoreria2@m.test', ['tesoreria']);
const member = await createSignedInMember(db, { dni: '30444555', organismoId });
const loanId = await createLoan(db, member, {
  estado: 'Descontando',
  monto: 30_000,
  tna: 60,
  cuotas: 3,
  nextPeriod: '202612',
});
const period = `/api/console/organismos/${organismoId}/periods/202612`;

const approve = async (res: { json: () => unknown }) => {
  const { proposalId } = res.json() as { proposalId: number };
  expect((await checker.post(`/api/console/proposals/${proposalId}/approve`)).statusCode).toBe(200);
};

describe('the order of a loan’s movements', () => {
  it('follows their recording, and the timeline names a value day that differs from it', async () => {
    expect((await maker.post(`${period}/orders`)).statusCode).toBe(200);
    const [order] = await db.query<{ importe: string }>(
      'SELECT importe FROM payroll_order_lines WHERE loan_id = $1',
      [loanId],
    );
    const cents = Math.round(Number(order!.importe) * 100);
    await approve(
      await postCsv(
        maker,
        `${period}/results`,
        resultsFile(organismoId, '202612', [`D;30444555;${loanId};1;${cents};${cents};OK;`]),
      ),
    );
    const { items } = (await maker.get(`/api/console/loans/${loanId}/postings`)).json<{
      items: { id: number }[];
    }>();
    await approve(await maker.post(`/api/console/postings/${items[0]!.id}/reversal`, { reason: 'Devuelto' }));

    const res = await app.inject({
      method: 'POST',
      url: paths.loanMovements,
      payload: { uat: member.uat, PrestamoId: String(loanId) },
    });
    const lines = res.json<{ Renglones: { Concepto: string; Fecha: string }[] }>().Renglones;
    const reversal = lines.findIndex((l) => l.Concepto.startsWith('Reversión'));
    const deduction = lines.findIndex((l) => l.Concepto.startsWith('Cuota 1/3'));
    expect(deduction).toBeGreaterThan(0);
    expect(reversal).toBeGreaterThan(deduction);
    // Value days: the deduction on the period's last day, the reversal on the business date.
    expect(lines[deduction]!.Fecha.slice(0, 10)).toBe('2026-12-31');
    expect(lines[reversal]!.Fecha.slice(0, 10)).toBe('2026-12-02');

    const timeline = (await checker.get(timelinePaths.loan.replace(':id', String(loanId)))).json<{
      items: { at: string; what: string; detail: string | null }[];
    }>().items;
    const posted = timeline.find((e) => e.what.startsWith('Cuota 1/3'))!;
    expect(posted.detail).toMatch(/, con fecha 31\/12\/2026$/);
    // Placed when it was recorded (the test's real time), not at noon of its value day.
    expect(posted.at.slice(0, 10)).not.toBe('2026-12-31');
  });
});
