import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { ApiError } from '@portal/ui/api-error';
import { useUser } from '../../../lib/session/session-context';
import { base64ToPdfBlob, pdfProcessingMessage } from '../utils/pdf-blob';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';

/** TraeLegajoElectronico (call 23): the base64 legajo as a PDF Blob. */
export async function fetchLoanFile(uat: string, loanId: number) {
  const response = await sessionCall(
    paths.loanFile,
    uat,
    { PrestamoId: loanId },
    { fallback: loanErrorDefaults.file },
  );
  try {
    return base64ToPdfBlob(typeof response.LegajoElectronico === 'string' ? response.LegajoElectronico : '');
  } catch (error) {
    const Mensaje = error instanceof Error ? error.message : pdfProcessingMessage;
    throw new ApiError({ Status: 500, Mensaje, kind: 'invalid-response', path: paths.loanFile });
  }
}

/** docs/product.md#calls and #caching: the PDF is cached for 5 minutes (the legajo never changes once made). */
export const loanFileQueryOptions = (uat: string, loanId: number) =>
  queryOptions({
    queryKey: ['loans', uat, 'file', loanId],
    queryFn: () => fetchLoanFile(uat, loanId),
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** The PDF is fetched on a tap (download or view), not on render: a function, not a useQuery. */
export function useLoanFile() {
  const { uat } = useUser();
  const queryClient = useQueryClient();
  return (loanId: number) => queryClient.fetchQuery(loanFileQueryOptions(uat, loanId));
}
