import { MAX_SIGNATURE_BYTES, loanMessages } from '@portal/contract';
import { HttpError, badRequest } from '../../lib/http-error';
import { ImageRefusedError, base64Bytes, reencodeImage } from '../../lib/images';

// The pad is at most 600 px wide at up to 3 device pixels per CSS pixel.
const SIGNATURE_RULES = {
  accept: ['png'],
  maxPixels: 4_000_000,
  maxSide: 4000,
  output: 'png',
  fit: 4000,
} as const;

/** The signature as the app sends it (base64 PNG, possibly a data URL), decoded and re-encoded as PNG. */
export async function decodeSignature(firma: string): Promise<Buffer> {
  const bytes = base64Bytes(firma);
  if (!bytes) throw badRequest(loanMessages.signatureNotPng);
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new HttpError(413, loanMessages.signatureTooLarge);
  try {
    return (await reencodeImage(bytes, SIGNATURE_RULES)).bytes;
  } catch (error) {
    if (error instanceof ImageRefusedError && error.reason === 'dimensions')
      throw badRequest(loanMessages.signatureDimensions);
    throw badRequest(loanMessages.signatureNotPng);
  }
}
