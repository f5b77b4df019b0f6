import type { Limit } from '../../lib/rate-limiter';

export interface BankAccountLimits {
  /** How long an e-mailed code works. */
  codeTtlSeconds: number;
  /** Wrong codes tolerated before the code is dead and the account must be sent again. */
  maxCodeAttempts: number;
  /** ActualizaCuentaBancaria calls that e-mail a code, per member: no flooding the mailbox, no farming codes. */
  requestsPerMember: Limit;
}

export const defaultBankAccountLimits: BankAccountLimits = {
  codeTtlSeconds: 10 * 60,
  maxCodeAttempts: 5,
  requestsPerMember: { max: 5, windowSeconds: 15 * 60 },
};
