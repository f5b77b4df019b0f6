import {
  MAX_DOCUMENT_BYTES,
  loanDocumentLabels,
  loanRequestMessages,
  type LoanDocumentField,
} from '@portal/contract';
import { badRequest, tooLarge } from '../../lib/http-error';
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

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
const at = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
// A JPEG starts with SOI (FF D8) and a marker segment (FF xx); a PNG with its signature and the IHDR chunk.
// Anything shorter than a header plus a little data is not a photo.
const MIN_BYTES = 64;

/**
 * Only JPEG and PNG, read from the content (spec section 5): a PDF, a GIF or a text file renamed
 * `foto.jpg` is refused whatever its name or data: prefix says. Decoding the pixels is left to whoever
 * evaluates the request; the header check keeps everything else out of the database.
 */
function sniff(bytes: Buffer): DecodedDocument['mime'] | undefined {
  if (bytes.length < MIN_BYTES) return undefined;
  if (
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3] !== undefined &&
    bytes[3] >= 0xc0
  )
    return 'image/jpeg';
  if (at(bytes, PNG) && at(bytes, IHDR, 12)) return 'image/png';
  return undefined;
}

/** Base64 as the app sends it, with or without a data: prefix; undefined when it is not base64. */
export function base64Bytes(text: string): Buffer | undefined {
  const base64 = text.replace(/^data:[\w.+/-]*(;[\w=.-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) return undefined;
  return Buffer.from(base64, 'base64');
}

/** One document, or 400 (not a JPEG/PNG) / 413 (over 5 MB) naming it. */
export function decodeDocument(field: LoanDocumentField, text: string): DecodedDocument {
  const label = loanDocumentLabels[field];
  const bytes = base64Bytes(text);
  if (!bytes) throw badRequest(loanRequestMessages.documentNotImage(label));
  if (bytes.length > MAX_DOCUMENT_BYTES) throw tooLarge(loanRequestMessages.documentTooLarge(label));
  const mime = sniff(bytes);
  if (!mime) throw badRequest(loanRequestMessages.documentNotImage(label));
  return { kind: documentKinds[field], mime, bytes };
}
