import type { Loan } from '@portal/contract/loans';
import { localStorageKeys } from '../../../lib/storage-keys';
import { totalDebt } from './loan-rules';

/** The loans cache record of docs/product.md#session, kept in localStorage to paint the list at once. */
export interface LoansCacheRecord {
  loans: Loan[];
  totalDebt: number;
  timestamp: number;
}

/** docs/product.md#caching: the local loans cache is valid for 5 minutes. */
export const LOANS_CACHE_TTL_MS = 5 * 60_000;

export function writeLoansCache(loans: Loan[], now = Date.now()) {
  const record: LoansCacheRecord = { loans, totalDebt: totalDebt(loans), timestamp: now };
  try {
    localStorage.setItem(localStorageKeys.loansCache, JSON.stringify(record));
  } catch {
    // A full or disabled storage only costs the instant paint of the next visit.
  }
}

const isRecord = (value: unknown): value is LoansCacheRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<LoansCacheRecord>;
  return (
    Array.isArray(record.loans) &&
    typeof record.timestamp === 'number' &&
    typeof record.totalDebt === 'number'
  );
};

/** The cached record if it is younger than 5 minutes (and not from the future); otherwise null. */
export function readLoansCache(now = Date.now()): LoansCacheRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(localStorageKeys.loansCache) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const age = now - parsed.timestamp;
  return age >= 0 && age < LOANS_CACHE_TTL_MS ? parsed : null;
}

// Shared with the loan request, which drops the list after a new request.
export { clearLoansCache, requestLoansRefresh } from '../../../lib/loans-refresh';

/** True once if the flag was set; the flag is cleared on reading. */
export function takeLoansRefreshFlag(): boolean {
  const set = localStorage.getItem(localStorageKeys.refreshLoans) === 'true';
  if (set) localStorage.removeItem(localStorageKeys.refreshLoans);
  return set;
}
