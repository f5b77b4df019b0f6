// The loans search's arrears filters (issue 24): in arrears, days from and to, situation, granted between,
// with the totals of every loan found. Days count on the business date (pinned here to 2027-01-10).
import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { insertTransfer } from '../../../src/modules/evaluation/transfer-repository';

const { db, app, consoleAs } = await createTestApp({
  staffTotp: false,
  now: () => new Date('2027-01-10T15:00:00Z'),
});
const soporte = await consoleAs('soporte@s.test', ['soporte']);
const member = await createMember(db, { dni: '27000333', apellido: 'Mora' });
const terms = { estado: loanStates.deducting, monto: 30_000, tna: 0, cuotas: 3 } as const;
// Oldest unpaid due dates: 2026-10-31 (71 days), 2026-12-31 (10 days), none (up to date), and a request.
const late71 = await createLoan(db, member, { ...terms, nextPeriod: '202610' });
const late10 = await createLoan(db, member, { ...terms, nextPeriod: '202612' });
const upToDate = await createLoan(db, member, { ...terms, nextPeriod: '202701' });
const requested = await createLoan(db, member);
/** A transfer recorded as an approved proposal would record it (the approval path has its own tests). */
async function transferred(loanId: number, fecha: string) {
  const [staff] = await db.query<{ id: number }>('SELECT id FROM staff ORDER BY id LIMIT 1');
  const [proposal] = await db.query<{ id: number }>(
    `INSERT INTO proposals (kind, entity, entity_id, payload, proposed_by) VALUES ('loan.transfer', 'loan', $1, '{}', $2)
     RETURNING id`,
    [loanId, staff!.id],
  );
  const [movement] = await db.query<{ id: number }>(
    'SELECT min(id) AS id FROM loan_movements WHERE loan_id = $1',
    [loanId],
  );
  await insertTransfer(db, {
    loanId,
    proposalId: proposal!.id,
    fecha,
    importe: 30_000,
    referencia: 'TRF-1',
    movementId: movement!.id,
    paidOff: [],
  });
}
await transferred(late71, '2026-09-20');
await transferred(late10, '2026-11-20');
await app.businessDate.runDailyJobs('2027-01-10', '2027-01-10');

type Page = {
  items: { id: number; diasAtraso: number; situacion: number; montoAdeudado: number }[];
  totals: { prestamos: number; saldo: number; montoAdeudado: number };
};
const search = async (query: string) =>
  (await soporte.get(`/api/console/loans?dni=27000333&${query}`)).json<Page>();
const ids = async (query: string) => (await search(query)).items.map((i) => i.id);

describe('the loans search by arrears', () => {
  it('finds loans in arrears by days and situation, counted on the business date', async () => {
    expect(await ids('')).toEqual([requested, upToDate, late10, late71]);
    expect(await ids('enMora=true')).toEqual([late10, late71]);
    expect(await ids('diasDesde=30')).toEqual([late71]);
    expect(await ids('diasHasta=30')).toEqual([upToDate, late10]);
    expect(await ids('diasDesde=5&diasHasta=30')).toEqual([late10]);
    expect(await ids('situacion=2')).toEqual([late71]);
    expect(await ids('situacion=1')).toEqual([upToDate, late10]);
    expect(await ids('situacion=3')).toEqual([]);
    const all = await search('enMora=true');
    expect(all.items.map((i) => [i.diasAtraso, i.situacion])).toEqual([
      [10, 1],
      [71, 2],
    ]);
    // Totals of everything found: 10,000.00 a month; the 71-day loan owes three installments.
    expect(all.totals).toMatchObject({ prestamos: 2, montoAdeudado: 40_000 });
    expect((await search('enMora=true&limit=1')).totals.prestamos).toBe(2);
  });

  it('finds loans granted between two dates (the transfer date, inclusive)', async () => {
    expect(await ids('otorgadoDesde=2026-09-20')).toEqual([late10, late71]);
    expect(await ids('otorgadoDesde=2026-09-21')).toEqual([late10]);
    expect(await ids('otorgadoHasta=2026-11-19')).toEqual([late71]);
    expect(await ids('otorgadoDesde=2026-11-01&otorgadoHasta=2026-11-30&enMora=true')).toEqual([late10]);
  });

  it('refuses filters that are not days, a situation or dates', async () => {
    for (const bad of ['diasDesde=-1', 'situacion=6', 'enMora=si', 'otorgadoDesde=2026-13-01'])
      expect((await soporte.get(`/api/console/loans?${bad}`)).statusCode).toBe(400);
  });
});
