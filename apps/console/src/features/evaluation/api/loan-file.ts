import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetBlob } from '../../../lib/api-client';
import { loanKey } from './loan-paths';

/** A request document or the signature: what the viewer shows and where its bytes come from. */
export interface LoanFile {
  /** 'doc-12' or 'firma': unique within the loan. */
  key: string;
  label: string;
  path: string;
}

/**
 * The file's bytes as the server stored them (an image, or a PDF for income documents), with the session
 * cookie and never from a cache: the server answers no-store, and every read is audited.
 */
export const fetchLoanFile = async (path: string, signal?: AbortSignal): Promise<Blob> =>
  (await apiGetBlob(path, { cache: 'no-store' }, { signal })).blob;

/**
 * One read per file while the decision screen shows it: the thumbnail and the viewer share it, and it
 * is dropped (gcTime 0) as soon as neither is on screen, so no member's document stays in memory.
 */
export const loanFileQueryOptions = (loanId: number, file: LoanFile) =>
  queryOptions({
    queryKey: [...loanKey(loanId), 'files', file.key],
    queryFn: ({ signal }) => fetchLoanFile(file.path, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useLoanFile = (loanId: number, file: LoanFile) => useQuery(loanFileQueryOptions(loanId, file));
