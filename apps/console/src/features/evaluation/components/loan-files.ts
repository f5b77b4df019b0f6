import type { LoanDetail } from '@portal/contract';
import { loanPaths } from '../api/loan-paths';
import type { LoanFile } from '../api/loan-file';

/** The request's documents in the order the server lists them, then the handwritten signature. */
export function loanFilesOf(loan: LoanDetail): LoanFile[] {
  const request = loan.solicitud;
  if (!request) return [];
  const documents = request.documentos.map((d) => ({
    key: `doc-${d.id}`,
    label: d.etiqueta,
    path: loanPaths.document(loan.id, d.id),
  }));
  return request.firma
    ? [...documents, { key: 'firma', label: 'Firma ológrafa', path: loanPaths.signature(loan.id) }]
    : documents;
}

export const isPdf = (blob: Blob) => blob.type === 'application/pdf';
