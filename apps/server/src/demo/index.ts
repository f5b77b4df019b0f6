import type { Db } from '../db/connection';
import { demoAccountLogins, loadDemoAccounts } from './accounts';
import { loadDemoNews } from './news';
import { loadDemoLoans } from './loans';
import { loadDemoNotifications } from './notifications';
import { demoLoanRequestLogins, loadDemoLoanRequest } from './loan-request';

export const demoLogins = [...demoAccountLogins, ...demoLoanRequestLogins];

/**
 * Loads the demo data into an empty database (no members), in one transaction.
 * Each module adds its own loader here, in dependency order (accounts first: later data refers to members).
 */
export async function loadDemoData(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM members',
  );
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await loadDemoAccounts(tx);
    await loadDemoLoans(tx);
    await loadDemoLoanRequest(tx);
    await loadDemoNews(tx);
    await loadDemoNotifications(tx);
  });
  return true;
}
