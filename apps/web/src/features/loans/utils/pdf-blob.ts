/** Errors of the legajo file, with the product's texts (docs/product.md#validation, #errors). */
export const emptyPdfMessage = 'El archivo PDF esta vacio';
export const pdfProcessingMessage = 'Error al procesar el archivo PDF';

/** A base64 PDF (with or without a data-URL prefix) as a Blob of type application/pdf. */
export function base64ToPdfBlob(base64: string): Blob {
  const data = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (data === '') throw new Error(emptyPdfMessage);
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    throw new Error(pdfProcessingMessage);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

export const legajoFileName = (loanId: number) => `legajo-${loanId}.pdf`;
export const libreDeudaFileName = (loanId: number) => `libre-deuda-${loanId}.pdf`;
