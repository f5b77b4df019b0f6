/**
 * Every browser-storage key of the app (docs/product.md#session), in one place.
 * localStorage is used throughout so that a member stays signed in across reloads and tabs.
 */
export const authStorageKeys = {
  accessToken: 'portal.accessToken',
  loginResponse: 'portal.loginResponse',
  userData: 'portal.userData',
  registrationToken: 'portal.registrationToken',
  userDataResponse: 'portal.userDataResponse',
} as const;

/** Local keys used by later features; the spec names refreshLoans and selectedNews literally. */
export const localStorageKeys = {
  refreshLoans: 'refreshLoans',
  selectedNews: 'selectedNews',
  loansCache: 'portal.loansCache',
} as const;

/** When a confirmation token was last requested for a loan (removed after confirm). */
export const loanTokenRequestKey = (loanId: number) => `portal.loanTokenRequestedAt.${loanId}`;
const loanTokenRequestPrefix = 'portal.loanTokenRequestedAt.';

/** Logout clears every key of the app, not only the auth ones: nothing of one member is left for the next. */
export function clearAllPortalStorage(storage: Storage = localStorage) {
  for (const key of Object.values(authStorageKeys)) storage.removeItem(key);
  for (const key of Object.values(localStorageKeys)) storage.removeItem(key);
  const perLoan: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(loanTokenRequestPrefix)) perLoan.push(key);
  }
  for (const key of perLoan) storage.removeItem(key);
}
