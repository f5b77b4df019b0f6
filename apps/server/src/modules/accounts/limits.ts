import type { Limit } from '../../lib/rate-limiter';

export type { Limit };

export interface AccountLimits {
  loginPerAccount: Limit;
  loginPerAddress: Limit;
  /** Pre-registration and recovery e-mails, per recipient and per client address. */
  mailPerRecipient: Limit;
  mailPerAddress: Limit;
}

export const defaultAccountLimits: AccountLimits = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 20, windowSeconds: 15 * 60 },
  mailPerRecipient: { max: 5, windowSeconds: 60 * 60 },
  mailPerAddress: { max: 20, windowSeconds: 60 * 60 },
};
