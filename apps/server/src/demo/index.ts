import { argentineDay } from '@portal/contract/argentine-day';
import type { Db } from '../db/connection';
import { backfillInstallments } from '../modules/installments/index';
import { demoAccountLogins, loadDemoAccounts } from './accounts';
import { loadDemoNews } from './news';
import { loadDemoLoans } from './loans';
import { loadDemoNotifications } from './notifications';
import { demoLoanRequestLogins, loadDemoLoanRequest } from './loan-request';
import { loadDemoStaff } from './staff';
import { DEMO_PAYROLL_PERIOD, loadDemoPayroll } from './payroll';
import { loadDemoSettings } from './settings';
import { loadDemoBankAccounts } from './bank-accounts';

export { demoStaffLogins } from './staff';

export const demoLogins = [...demoAccountLogins, ...demoLoanRequestLogins];

/**
 * Loads the demo data into an empty database (no members), in one transaction.
 * Each module adds its own loader here, in dependency order (accounts first: later data refers to members).
 * The demo staff come into any database that has no staff yet (a demo folder made before the console).
 * `businessDate` is the app's (on a first load nothing has moved it: the Buenos Aires day).
 */
export async function loadDemoData(db: Db, businessDate = argentineDay(new Date())): Promise<boolean> {
  const staffLoaded = await loadDemoStaff(db);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM members',
  );
  if (count > 0) return staffLoaded;
  await db.transaction(async (tx) => {
    await loadDemoAccounts(tx);
    await loadDemoLoans(tx);
    // The loans in repayment next deduct the demo payroll period's installment.
    await backfillInstallments(tx, businessDate, DEMO_PAYROLL_PERIOD);
    await loadDemoLoanRequest(tx);
    // Every member exists by now (the one without credit comes with the loan request data).
    await loadDemoBankAccounts(tx);
    await loadDemoNews(tx);
    await loadDemoNotifications(tx);
    await loadDemoPayroll(tx, businessDate);
    await loadDemoSettings(tx);
  });
  return true;
}
