import { describe, expect, it } from 'vitest';
import type { Loan } from '@portal/contract/loans';
import { localStorageKeys } from '../../../lib/storage-keys';
import {
  LOANS_CACHE_TTL_MS,
  clearLoansCache,
  readLoansCache,
  requestLoansRefresh,
  takeLoansRefreshFlag,
  writeLoansCache,
} from './loans-cache';

const loan = (Id: number, Saldo: number) => ({ Id, Saldo }) as Loan;

describe('loans cache', () => {
  it('stores loans, total debt and the time', () => {
    writeLoansCache([loan(1, 100), loan(2, 50.5)], 1_000);
    expect(JSON.parse(localStorage.getItem(localStorageKeys.loansCache) ?? '')).toEqual({
      loans: [loan(1, 100), loan(2, 50.5)],
      totalDebt: 150.5,
      timestamp: 1_000,
    });
  });

  it('is valid for 5 minutes and not after', () => {
    const start = 10_000_000;
    writeLoansCache([loan(1, 100)], start);
    expect(readLoansCache(start)?.loans).toHaveLength(1);
    expect(readLoansCache(start + LOANS_CACHE_TTL_MS - 1)?.totalDebt).toBe(100);
    expect(LOANS_CACHE_TTL_MS).toBe(5 * 60_000);
    expect(readLoansCache(start + LOANS_CACHE_TTL_MS)).toBeNull();
    // A clock set back makes a record from "the future": not trusted either.
    expect(readLoansCache(start - 1)).toBeNull();
  });

  it('ignores a missing, corrupt or foreign record, and clears', () => {
    expect(readLoansCache()).toBeNull();
    localStorage.setItem(localStorageKeys.loansCache, '{not json');
    expect(readLoansCache()).toBeNull();
    localStorage.setItem(localStorageKeys.loansCache, JSON.stringify({ loans: 'x', timestamp: Date.now() }));
    expect(readLoansCache()).toBeNull();
    writeLoansCache([loan(1, 1)]);
    clearLoansCache();
    expect(localStorage.getItem(localStorageKeys.loansCache)).toBeNull();
  });

  it('hands out the refreshLoans flag once', () => {
    expect(takeLoansRefreshFlag()).toBe(false);
    requestLoansRefresh();
    expect(localStorage.getItem('refreshLoans')).toBe('true');
    expect(takeLoansRefreshFlag()).toBe(true);
    expect(takeLoansRefreshFlag()).toBe(false);
  });
});
