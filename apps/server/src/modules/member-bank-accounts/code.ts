import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/hash';

/** Six digits, typed from the e-mail. */
export const newAccountCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Bound to the member, so a code says nothing about another member's change. A 6-digit code cannot resist
 * an offline search whatever the hash: what protects it is the short expiry, single use and the attempt limit
 * (as the loan confirmation code, modules/loans/confirmation-code.ts).
 */
export const hashAccountCode = (memberId: number, code: string) =>
  sha256(`member-bank-account:${memberId}:${code}`);

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
