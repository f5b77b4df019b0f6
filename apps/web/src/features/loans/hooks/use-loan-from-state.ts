import { useLocation } from 'react-router';
import type { Loan } from '@portal/contract/loans';

const looksLikeLoan = (value: unknown): value is Loan =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Loan>).Id === 'number' &&
  typeof (value as Partial<Loan>).Estado === 'string';

/** The loan passed in the navigation state by the list or the detail (docs/product.md#route-table), or null. */
export function useLoanFromState(): Loan | null {
  const state: unknown = useLocation().state;
  const loan = typeof state === 'object' && state !== null ? (state as { loan?: unknown }).loan : undefined;
  return looksLikeLoan(loan) ? loan : null;
}
