import { staffAdminMessages, type StaffAccount, type StaffRole } from '@portal/contract';
import type { Db } from '../../db/connection';
import { badRequest, conflict } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { ProposalsService } from '../proposals/index';
import { revokeStaffSessions } from '../staff/index';
import { lockTarget, refuseOwnAccount } from './guards';
import type { CreatePayload, RolesPayload } from './kinds';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';

const toAccount = (r: repo.AccountRow): StaffAccount => ({
  id: r.id,
  email: r.email,
  roles: r.roles,
  activo: !r.disabled,
  totp: r.totp_enrolled,
  contrasenaCreada: r.password_set,
  creadoEl: r.created_at.toISOString(),
  ultimoIngreso: r.last_sign_in?.toISOString() ?? null,
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;

/** The administrador's side of staff accounts: new accounts and role changes are four eyes. */
export function createStaffAdminService({ db, proposals }: { db: Db; proposals: ProposalsService }) {
  return {
    list: async () => ({ items: (await repo.listAccounts(db)).map(toAccount) }),

    proposeCreate: (email: string, roles: StaffRole[], reason: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        if (await repo.emailTaken(tx, email)) throw conflict(staffAdminMessages.emailTaken);
        const payload: CreatePayload = { email, roles, reason };
        // One pending proposal per e-mail: the address is the account's name until it exists.
        return proposals.propose(
          tx,
          {
            kind: 'staff.create',
            entity: 'staff',
            entityId: email,
            payload,
            reason,
            pendingMessage: staffAdminMessages.pendingExists,
          },
          actor,
        );
      }),

    proposeRoles: (id: number, roles: StaffRole[], reason: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        refuseOwnAccount(actor.staffId, id);
        const account = await lockTarget(tx, id, (a) => !a.disabled && roles.includes('administrador'));
        if (sameSet(account.roles, roles)) throw badRequest(staffAdminMessages.sameRoles);
        const payload: RolesPayload = { email: account.email, roles, rolesAnteriores: account.roles, reason };
        return proposals.propose(
          tx,
          {
            kind: 'staff.roles',
            entity: 'staff',
            entityId: id,
            payload,
            reason,
            pendingMessage: staffAdminMessages.pendingExists,
          },
          actor,
        );
      }),

    /** At once, audited; disabling also closes every session of the account. */
    setDisabled: (id: number, disabled: boolean, actor: StaffActor) =>
      db.transaction(async (tx) => {
        refuseOwnAccount(actor.staffId, id);
        const account = await lockTarget(tx, id, (a) => !disabled && a.roles.includes('administrador'));
        await repo.setDisabled(tx, id, disabled);
        if (disabled) await revokeStaffSessions(tx, id);
        await writeAudit(tx, {
          ...actor,
          action: disabled ? 'staff.disable' : 'staff.enable',
          entity: 'staff',
          entityId: id,
          before: { activo: !account.disabled },
          after: { activo: !disabled },
        });
        return disabled ? staffAdminMessages.disabled : staffAdminMessages.enabled;
      }),
  };
}
