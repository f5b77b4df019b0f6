import {
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type BankAccount,
  type PendingProposalOf,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { defineProposalKind, type ProposalsService } from '../proposals/index';
import { writeAudit } from '../audit/index';
import * as repo from './repository';

export const BANK_ACCOUNT_KIND = 'settings.bank';
/** Proposals and audit rows on the one settings row (migration 017). */
export const SETTINGS_ENTITY = 'settings';
export const SETTINGS_ID = 1;

/** The account of a settings row; null until one has been approved (migration 031: all four or none). */
export const toBankAccount = (r: repo.BankAccountRow): BankAccount | null =>
  r.bank_titular === null || r.bank_cuit === null || r.bank_cbu === null || r.bank_alias === null
    ? null
    : { titular: r.bank_titular, cuit: r.bank_cuit, cbu: r.bank_cbu, alias: r.bank_alias };

/** Where a member sends what the payroll did not deduct (for the notices that say so), or null. */
export const readBankAccount = async (q: Queryable) => toBankAccount(await repo.readSettings(q));

/** The change waiting for a second administrador, if any (at most one: proposals_one_pending_key). */
export const pendingBankAccount = async (
  q: Queryable,
  proposals: ProposalsService,
): Promise<PendingProposalOf<typeof BANK_ACCOUNT_KIND> | null> =>
  (await proposals.pendingOn(q, SETTINGS_ENTITY, SETTINGS_ID)).find(
    (p): p is PendingProposalOf<typeof BANK_ACCOUNT_KIND> => p.kind === BANK_ACCOUNT_KIND,
  ) ?? null;

/** Approving a new account: it replaces the current one at once, audited with what it was. */
export const bankAccountKind = () =>
  defineProposalKind({
    kind: BANK_ACCOUNT_KIND,
    payload: proposalPayloadSchemas[BANK_ACCOUNT_KIND],
    approvePermission: proposalApprovePermissions[BANK_ACCOUNT_KIND],
    async apply(tx, { titular, cuit, cbu, alias, reason }, proposal, actor) {
      const before = toBankAccount(await repo.readSettings(tx, true));
      const after = { titular, cuit, cbu, alias };
      await repo.updateBankAccount(tx, after);
      await writeAudit(tx, {
        ...actor,
        action: 'settings.bank_account',
        entity: SETTINGS_ENTITY,
        entityId: SETTINGS_ID,
        before,
        after: { propuesta: proposal.id, ...after },
        reason,
      });
      return { after: null };
    },
  });
