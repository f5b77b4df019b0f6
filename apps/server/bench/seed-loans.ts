// Prepares a bench database before the server opens it: migrations, demo data, and loans up to `count`
// for socio@demo.com.ar. Run as: node --import tsx bench/seed-loans.ts <DATA_DIR> <count>
import path from 'node:path';
import { loanStates, type LoanState } from '@portal/contract';
import { openPglite } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { loadDemoData } from '../src/demo/index';
import { findMemberIdByMail } from '../src/modules/accounts/repository';
import { insertLoan, insertLoanLine } from '../src/modules/loans/new-loan-repository';
import { loanTerms } from '../src/modules/loans/terms';

const [dataDir, countText = '30'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-loans.ts <DATA_DIR> [count]');

const db = await openPglite(path.join(dataDir, 'pgdata'));
await migrate(db);
await loadDemoData(db);
const memberId = (await findMemberIdByMail(db, 'socio@demo.com.ar'))!;
const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
  'SELECT count(*)::int AS n FROM loans WHERE member_id = $1',
  [memberId],
);
const lineId = await insertLoanLine(db, 'Préstamo Personal');
const states: LoanState[] = [loanStates.paidOff, loanStates.cancelledByMember, loanStates.rejected];
await db.transaction(async (tx) => {
  for (let k = n; k < Number(countText); k++) {
    const terms = loanTerms(100_000 + k * 10_000, 79, 12);
    await insertLoan(tx, {
      memberId,
      lineId,
      producto: 'Préstamo Personal',
      estado: states[k % states.length]!,
      fecha: new Date(Date.now() - (500 + k * 30) * 86_400_000),
      montoPrestado: terms.montoPrestado,
      montoCuota: terms.montoCuota,
      cantidadCuotas: terms.cantidadCuotas,
      cuotasRestantes: 0,
      tna: terms.tna,
      cft: terms.cft,
    });
  }
});
await db.close();
