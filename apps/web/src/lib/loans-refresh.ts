import { localStorageKeys } from './storage-keys';

/*
 * The loans list is owned by features/loans, but other features (the loan request) must drop it after
 * changing a member's loans. Features do not import each other, so the cache's key convention and the
 * refreshLoans flag live here.
 */

/** TanStack Query key of the loans list (TraePrestamos) of one session. */
export const loansQueryKey = (uat: string) => ['loans', uat] as const;

/** Drops the local loans cache (docs/product.md#session) so the next visit does not paint an old list. */
export const clearLoansCache = () => localStorage.removeItem(localStorageKeys.loansCache);

/** The flag another screen sets so that the list refetches when shown (spec: refreshLoans). */
export const requestLoansRefresh = () => localStorage.setItem(localStorageKeys.refreshLoans, 'true');
