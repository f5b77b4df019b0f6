import { randomBytes, randomInt } from 'node:crypto';
import { sha256 } from '../../lib/hash';

export { hashToken, newSecretToken } from '../../lib/secret-token';

// No 0/O, 1/I/L: the code is read from an e-mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** An e-mailed registration code, shown as XXXX-XXXX. */
export function newRegistrationCode() {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What the member typed, made comparable: case, spaces and dashes do not matter. */
export const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const hashCode = (typed: string) => sha256(`registration:${normalizeCode(typed)}`);

/** The public reference of a pre-registration, answered as `Token`; it grants nothing. */
export const newReference = () => randomBytes(12).toString('base64url');
