import { loanDocumentLabels, loanRequestMessages, MAX_DOCUMENT_BYTES } from '@portal/contract/loan-request';

/** The request documents of docs/product.md#calls (client names). */
export type DocumentId =
  'dniAnverso' | 'dniReverso' | 'fotoSosteniendoDNI' | 'certificadoHaberes' | 'reciboHaberes';

export interface DocumentSpec {
  id: DocumentId;
  label: string;
  hint: string;
  /** Which camera the capture input asks for: the selfie uses the front one. */
  camera: 'environment' | 'user';
}

export const dniDocuments: DocumentSpec[] = [
  {
    id: 'dniAnverso',
    label: loanDocumentLabels.FotoDNIAnverso,
    hint: 'El frente completo, sin reflejos.',
    camera: 'environment',
  },
  {
    id: 'dniReverso',
    label: loanDocumentLabels.FotoDNIReverso,
    hint: 'El dorso completo, sin reflejos.',
    camera: 'environment',
  },
  {
    id: 'fotoSosteniendoDNI',
    label: loanDocumentLabels.FotoSosteniendoDNI,
    hint: 'Su cara y el frente del DNI, los dos visibles.',
    camera: 'user',
  },
];

export const incomeDocuments: DocumentSpec[] = [
  {
    id: 'certificadoHaberes',
    label: loanDocumentLabels.CertificadoHaberes,
    hint: 'Emitido por su organismo.',
    camera: 'environment',
  },
  {
    id: 'reciboHaberes',
    label: loanDocumentLabels.ReciboHaberes,
    hint: 'El último que cobró.',
    camera: 'environment',
  },
];

// docs/product.md#validation texts.
export const notAnImageMessage = 'Solo se permiten archivos de imagen';
export const tooLargeMessage = 'El archivo debe ser menor a 5MB';

const imageExtension = /\.(jpe?g|png|gif|webp|heic|heif|bmp|avif)$/i;
const jpegOrPng = /\.(jpe?g|png)$/i;

/**
 * Checked before shrinking: only images, and of those JPG or PNG (docs/product.md#validation). Some phones give a
 * picture no MIME type, so the name decides then. The 5 MB limit is checked on the shrunk result instead.
 */
export function checkPickedFile(file: File, label: string): string | null {
  const type = file.type.toLowerCase();
  const isImage = type ? type.startsWith('image/') : imageExtension.test(file.name);
  if (!isImage) return notAnImageMessage;
  const isJpegOrPng = type
    ? type === 'image/jpeg' || type === 'image/png' || type === 'image/jpg'
    : jpegOrPng.test(file.name);
  return isJpegOrPng ? null : loanRequestMessages.documentNotImage(label);
}

/** The shrunk JPEG must still be within the server's limit. */
export const checkShrunkSize = (bytes: number) => (bytes > MAX_DOCUMENT_BYTES ? tooLargeMessage : null);

/** docs/product.md#validation: each document step needs all its pictures. */
export const missingDocumentMessage = (label: string) => loanRequestMessages.documentMissing(label);
