import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/hash';

/** Six digits without a leading zero: the app sends the code as an integer (spec call 22). */
export const newConfirmationCode = () => String(randomInt(100_000, 1_000_000));

/**
 * Bound to the loan, so a code of one loan says nothing about another. A 6-digit code cannot resist an
 * offline search whatever the hash; what protects it is the short expiry and the attempt limit.
 */
export const hashConfirmationCode = (loanId: number, code: number | string) =>
  sha256(`loan-confirmation:${loanId}:${String(code).padStart(6, '0')}`);

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
