import {
  MAX_DOCUMENT_BYTES,
  loanDocumentLabels,
  loanRequestMessages,
  type LoanDocumentField,
} from '@portal/contract';
import { badRequest, tooLarge } from '../../lib/http-error';
import { ImageRefusedError, base64Bytes, reencodeImage } from '../../lib/images';
import type { DocumentKind } from './repository';

export interface DecodedDocument {
  kind: DocumentKind;
  mime: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

export const documentKinds: Record<LoanDocumentField, DocumentKind> = {
  FotoDNIAnverso: 'dni_anverso',
  FotoDNIReverso: 'dni_reverso',
  FotoSosteniendoDNI: 'sosteniendo_dni',
  CertificadoHaberes: 'certificado_haberes',
  ReciboHaberes: 'recibo_haberes',
};

// Kept in the format sent (a PNG screenshot of a pay slip stays sharp), large enough to read an ID.
const DOCUMENT_RULES = {
  accept: ['jpeg', 'png'],
  maxPixels: 50_000_000,
  maxSide: 12_000,
  output: 'same',
  fit: 3000,
} as const;

/** One document, or 400 (not a JPEG/PNG) / 413 (over 5 MB) naming it. */
export async function decodeDocument(field: LoanDocumentField, text: string): Promise<DecodedDocument> {
  const label = loanDocumentLabels[field];
  const bytes = base64Bytes(text);
  if (!bytes) throw badRequest(loanRequestMessages.documentNotImage(label));
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(loanRequestMessages.documentTooLarge(label));
  try {
    return { kind: documentKinds[field], ...(await reencodeImage(bytes, DOCUMENT_RULES)) };
  } catch (error) {
    if (error instanceof ImageRefusedError && error.reason === 'dimensions')
      throw badRequest(loanRequestMessages.documentDimensions(label));
    throw badRequest(loanRequestMessages.documentNotImage(label));
  }
}
