import { useEffect, useRef } from 'react';
import { takeLoansRefreshFlag } from '../utils/loans-cache';

/**
 * docs/product.md#route-table: the list refetches when the refreshLoans flag is set (then clears it) and when the tab
 * becomes visible again (query focus refetching is off, per docs/product.md#caching, so this is the only trigger).
 */
export function useLoansRefreshTriggers(refetch: () => unknown) {
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (takeLoansRefreshFlag()) latest.current();
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      takeLoansRefreshFlag();
      latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
