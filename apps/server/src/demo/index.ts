import type { Db } from '../db/connection';
import { demoAccountLogins, loadDemoAccounts } from './accounts';
import { loadDemoNews } from './news';
import { loadDemoLoans } from './loans';
import { loadDemoNotifications } from './notifications';
import { demoLoanRequestLogins, loadDemoLoanRequest } from './loan-request';
import { loadDemoStaff } from './staff';
import { loadDemoPayroll } from './payroll';

export { demoStaffLogins } from './staff';

export const demoLogins = [...demoAccountLogins, ...demoLoanRequestLogins];

/**
 * Loads the demo data into an empty database (no members), in one transaction.
 * Each module adds its own loader here, in dependency order (accounts first: later data refers to members).
 * The demo staff come into any database that has no staff yet (a demo folder made before the console).
 */
export async function loadDemoData(db: Db): Promise<boolean> {
  const staffLoaded = await loadDemoStaff(db);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM members',
  );
  if (count > 0) return staffLoaded;
  await db.transaction(async (tx) => {
    await loadDemoAccounts(tx);
    await loadDemoLoans(tx);
    await loadDemoLoanRequest(tx);
    await loadDemoNews(tx);
    await loadDemoNotifications(tx);
    await loadDemoPayroll(tx);
  });
  return true;
}
