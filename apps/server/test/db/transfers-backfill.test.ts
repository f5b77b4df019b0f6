import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../support/app';
import { createLoan } from '../support/loan-factories';
import { createBorrower } from '../support/loan-request-factories';
import { migrationsDir } from '../../src/locations';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const maker = await consoleAs('t1@backfill.test', ['tesoreria']);
const checker = await consoleAs('t2@backfill.test', ['tesoreria']);

// The part of migration 014 that rebuilds the transfers approved before it.
const migration = readFileSync(path.join(migrationsDir, '014.do.transfers-staff-admin.sql'), 'utf8');
const backfill = migration.slice(migration.indexOf('-- Transfers approved before this table existed'));

const transfersNow = () =>
  Promise.all([
    db.query(
      'SELECT loan_id, proposal_id, fecha::text, importe, referencia, movement_id FROM loan_transfers ORDER BY id',
    ),
    db.query('SELECT loan_id, saldo, cuotas_restantes FROM loan_transfer_precancellations ORDER BY loan_id'),
  ]);

describe('migration 014', () => {
  it('rebuilds earlier transfers, and what they paid off, from their proposals and movements', async () => {
    const member = await createBorrower(db, 'main', 500_000);
    const active = await createLoan(db, member, { estado: loanStates.deducting, paid: 4 });
    const loanId = await createLoan(db, member, { estado: loanStates.awaitingTransfer, monto: 900_000 });
    await db.query(
      `INSERT INTO loan_requests (loan_id, member_id, ejercito, cuota_disponible) VALUES ($1, $2, false, 100000)`,
      [loanId, member.id],
    );
    await db.query(
      `INSERT INTO loan_request_precancellations (loan_id, precancelled_loan_id, saldo, monto_cuota)
       SELECT $1, id, saldo, monto_cuota FROM loans WHERE id = $2`,
      [loanId, active],
    );
    const [{ saldo }] = (await db.query<{ saldo: string }>('SELECT saldo FROM loans WHERE id = $1', [
      active,
    ])) as [{ saldo: string }];
    const net = Math.round((900_000 - Number(saldo)) * 100) / 100;
    const proposed = await maker.post(`/api/console/loans/${loanId}/transfer`, {
      date: new Date().toISOString().slice(0, 10),
      amount: net,
      reference: 'TRF-B1',
    });
    const id = proposed.json<{ proposalId: number }>().proposalId;
    const approved = await checker.post(`/api/console/proposals/${id}/approve`);
    expect(approved.statusCode).toBe(200);

    const recorded = await transfersNow();
    expect(recorded[0]).toHaveLength(1);
    expect(recorded[1]).toEqual([{ loan_id: active, saldo, cuotas_restantes: 8 }]);
    await db.query('DELETE FROM loan_transfer_precancellations');
    await db.query('DELETE FROM loan_transfers');
    await db.withConnection((conn) => conn.exec(backfill));
    expect(await transfersNow()).toEqual(recorded);
  });
});
