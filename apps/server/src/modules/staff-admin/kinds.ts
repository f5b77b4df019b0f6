import { proposalApprovePermissions, proposalPayloadSchemas, type ProposalPayload } from '@portal/contract';
import type { Mailer } from '../../mail/mailer';
import { writeAudit } from '../audit/index';
import { defineProposalKind } from '../proposals/index';
import { revokeStaffSessions, type StaffService } from '../staff/index';
import { lockTarget, refuseOwnAccount } from './guards';
import * as repo from './repository';
import { staffSetupMail } from './setup-mail';

export type CreatePayload = ProposalPayload<'staff.create'>;
export type RolesPayload = ProposalPayload<'staff.roles'>;

/** Approving a new account: created as `npm run staff -- add` does, its setup link e-mailed to it. */
export const staffCreateKind = (staff: StaffService, mailer: Mailer) =>
  defineProposalKind({
    kind: 'staff.create',
    payload: proposalPayloadSchemas['staff.create'],
    approvePermission: proposalApprovePermissions['staff.create'],
    async apply(tx, { email, roles }, _proposal, actor) {
      const { link } = await staff.createAccount(tx, email, roles, actor);
      return { after: () => mailer.send(staffSetupMail(email, roles, link)).then(() => undefined) };
    },
  });

/**
 * Approving new roles: checked again under the administration lock (not the checker's own account,
 * an active administrador remains), the roles replaced, and the account's sessions closed so that it
 * signs in again under them.
 */
export const staffRolesKind = () =>
  defineProposalKind({
    kind: 'staff.roles',
    payload: proposalPayloadSchemas['staff.roles'],
    approvePermission: proposalApprovePermissions['staff.roles'],
    async apply(tx, { roles, reason }, proposal, actor) {
      const id = Number(proposal.entity_id);
      refuseOwnAccount(actor.staffId, id);
      const account = await lockTarget(tx, id, (a) => !a.disabled && roles.includes('administrador'));
      await repo.replaceRoles(tx, id, roles);
      await revokeStaffSessions(tx, id);
      await writeAudit(tx, {
        ...actor,
        action: 'staff.roles',
        entity: 'staff',
        entityId: id,
        before: { roles: account.roles },
        after: { roles: [...roles].sort() },
        reason,
      });
      return { after: null };
    },
  });
