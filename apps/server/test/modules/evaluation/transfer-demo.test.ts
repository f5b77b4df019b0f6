// Where demo data lets the business date move, it is read from the database: proposing a transfer reads
// it before its transaction (on the embedded database a read inside would wait for itself forever), and a
// date after it is refused even when the wall clock has reached it.
import { describe, expect, it } from 'vitest';
import { businessDatePaths, loanStates, transferFutureDate } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { loadDemoData } from '../../../src/demo/index';

const now = () => new Date('2026-12-02T15:00:00Z');
const { db, consoleAs } = await createTestApp({ staffTotp: false, demoData: true, now });
await loadDemoData(db, '2026-12-02');
const tesoreria = await consoleAs('tesoreria@td.test', ['tesoreria']);
const admin = await consoleAs('admin@td.test', ['administrador']);
const [loan] = await db.query<{ id: number; monto_prestado: string }>(
  'SELECT id, monto_prestado FROM loans WHERE estado = $1 ORDER BY id LIMIT 1',
  [loanStates.awaitingTransfer],
);
const transfer = (date: string) =>
  tesoreria.post(`/api/console/loans/${loan!.id}/transfer`, {
    date,
    amount: Number(loan!.monto_prestado),
    reference: 'TRF-DEMO-1',
  });

describe('a transfer on demo data', () => {
  it('is checked against the moved business date and proposed', async () => {
    expect((await admin.post(businessDatePaths.businessDate, { fecha: '2026-12-10' })).statusCode).toBe(200);
    const future = await transfer('2026-12-11');
    expect(future.statusCode).toBe(400);
    expect(future.json().Mensaje).toBe(transferFutureDate);
    const ok = await transfer('2026-12-10');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().proposalId).toBeGreaterThan(0);
  });
});
