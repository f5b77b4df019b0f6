import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, genericRequestError } from '@portal/ui/api-error';
import { connectionErrorMessage } from '../../../lib/api-client';
import { loanKey } from './loan-paths';

/** A request document or the signature: what the viewer shows and where its bytes come from. */
export interface LoanFile {
  /** 'doc-12' or 'firma': unique within the loan. */
  key: string;
  label: string;
  path: string;
}

const mensajeOf = async (response: Response) => {
  try {
    const data = (await response.json()) as { Mensaje?: unknown };
    return typeof data.Mensaje === 'string' && data.Mensaje.trim() !== '' ? data.Mensaje : null;
  } catch {
    return null;
  }
};

/**
 * The file's bytes as the server stored them (an image, or a PDF for income documents), with the session
 * cookie and never from a cache: the server answers no-store, and every read is audited.
 */
export async function fetchLoanFile(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ Status: 0, Mensaje: connectionErrorMessage, kind: 'network', path });
  }
  if (!response.ok) {
    const Mensaje = (await mensajeOf(response)) ?? genericRequestError;
    throw new ApiError({ Status: response.status, Mensaje, kind: 'status', path });
  }
  return response.blob();
}

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
