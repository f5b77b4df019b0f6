import type { Limit } from '../../lib/rate-limiter';

export interface LoanLimits {
  /** How long an e-mailed confirmation code works. */
  codeTtlSeconds: number;
  /** Wrong codes tolerated before the code is dead and a new one must be requested. */
  maxCodeAttempts: number;
  /** SolicitaToken e-mails per member: a mailbox is not to be flooded, nor codes farmed. */
  tokenRequestsPerMember: Limit;
}

export const defaultLoanLimits: LoanLimits = {
  codeTtlSeconds: 10 * 60,
  maxCodeAttempts: 5,
  tokenRequestsPerMember: { max: 5, windowSeconds: 15 * 60 },
};
