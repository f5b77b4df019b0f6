import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createLoan } from '../support/loan-factories';
import { createBorrower } from '../support/loan-request-factories';
import { loanTerms } from '../../src/modules/loans/terms';
import { migrationsDir } from '../../src/locations';

const { db } = await createTestApp();
const migration = readFileSync(path.join(migrationsDir, '022.do.installment-value.sql'), 'utf8');

// Loans as they were stored before migration 022: monto_cuota was the first French installment, no IVA.
const cases = [
  { monto: 500_000, tna: 79, cuotas: 12 },
  { monto: 850_000, tna: 85.5, cuotas: 24 },
  { monto: 750_000, tna: 82.5, cuotas: 18 },
  { monto: 123_456.78, tna: 91.37, cuotas: 7 },
  { monto: 50_000, tna: 60, cuotas: 1 },
  { monto: 300_000, tna: 0, cuotas: 10 },
];

describe('migration 022', () => {
  it("turns each stored monto_cuota into the first month's deduction, to the cent, snapshots included", async () => {
    const member = await createBorrower(db, 'main', 900_000);
    const ids: number[] = [];
    for (const c of cases) {
      const id = await createLoan(db, member, { ...c, estado: loanStates.deducting, paid: 1 });
      ids.push(id);
      const old = loanTerms(c.monto, c.tna, c.cuotas).schedule[0]!.installment;
      await db.query('UPDATE loans SET monto_cuota = $2 WHERE id = $1', [id, old.toFixed(2)]);
    }
    const requestId = await createLoan(db, member, { estado: loanStates.pendingEvaluation });
    await db.query(
      `INSERT INTO loan_requests (loan_id, member_id, ejercito, cuota_disponible) VALUES ($1, $2, false, 100000)`,
      [requestId, member.id],
    );
    await db.query(
      `INSERT INTO loan_request_precancellations (loan_id, precancelled_loan_id, saldo, monto_cuota)
       SELECT $1, id, saldo, monto_cuota FROM loans WHERE id = $2`,
      [requestId, ids[1]],
    );

    await db.withConnection((conn) => conn.exec(migration));

    const stored = await db.query<{ id: number; monto_cuota: string }>(
      'SELECT id, monto_cuota FROM loans WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(stored.map((r) => Number(r.monto_cuota))).toEqual(
      cases.map((c) => loanTerms(c.monto, c.tna, c.cuotas).montoCuota),
    );
    // By hand for the first: interest 500,000 x 0.79 / 12 = 32,916.67, IVA 21% = 6,912.50.
    expect(Number(stored[0]!.monto_cuota) - loanTerms(500_000, 79, 12).schedule[0]!.installment).toBeCloseTo(
      6_912.5,
      2,
    );
    const [snapshot] = await db.query<{ monto_cuota: string }>(
      'SELECT monto_cuota FROM loan_request_precancellations WHERE loan_id = $1',
      [requestId],
    );
    expect(Number(snapshot!.monto_cuota)).toBe(loanTerms(850_000, 85.5, 24).montoCuota);
  });
});
