import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { ApiError } from '@portal/ui/api-error';
import { useUser } from '../../../lib/session/session-context';
import { base64ToPdfBlob, pdfProcessingMessage } from '../utils/pdf-blob';
import { sessionCall } from '../../../lib/session-call';
import { loanErrorDefaults } from './loan-error-texts';

/** TraeLibreDeuda: the base64 certificate of a cancelled loan as a PDF Blob. */
export async function fetchLibreDeuda(uat: string, loanId: number) {
  const response = await sessionCall(
    paths.libreDeuda,
    uat,
    { PrestamoId: loanId },
    { fallback: loanErrorDefaults.libreDeuda },
  );
  try {
    return base64ToPdfBlob(typeof response.LibreDeuda === 'string' ? response.LibreDeuda : '');
  } catch (error) {
    const Mensaje = error instanceof Error ? error.message : pdfProcessingMessage;
    throw new ApiError({ Status: 500, Mensaje, kind: 'invalid-response', path: paths.libreDeuda });
  }
}

/** Cached for 5 minutes like the legajo: the certificate does not change once issued. */
export const libreDeudaQueryOptions = (uat: string, loanId: number) =>
  queryOptions({
    queryKey: ['loans', uat, 'libre-deuda', loanId],
    queryFn: () => fetchLibreDeuda(uat, loanId),
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
  });

/** Fetched on a tap (download or view), not on render: a function, not a useQuery. */
export function useLibreDeudaFile() {
  const { uat } = useUser();
  const queryClient = useQueryClient();
  return (loanId: number) => queryClient.fetchQuery(libreDeudaQueryOptions(uat, loanId));
}
