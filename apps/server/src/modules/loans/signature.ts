import { MAX_SIGNATURE_BYTES, loanMessages } from '@portal/contract';
import { HttpError, badRequest } from '../../lib/http-error';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Signature (8) + the IHDR chunk (25): anything shorter cannot be a PNG image.
const MIN_PNG_BYTES = 33;

/**
 * The signature as sent by the app: base64, possibly as a data URL. The type is read from the bytes,
 * never from the prefix. A PNG that passes here but cannot be decoded is refused by the legajo render.
 */
export function decodeSignature(firma: string): Buffer {
  const base64 = firma.replace(/^data:[\w.+/-]*(;[\w=.-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1)
    throw badRequest(loanMessages.signatureNotPng);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new HttpError(413, loanMessages.signatureTooLarge);
  if (bytes.length < MIN_PNG_BYTES || PNG_MAGIC.some((b, k) => bytes[k] !== b))
    throw badRequest(loanMessages.signatureNotPng);
  return bytes;
}
