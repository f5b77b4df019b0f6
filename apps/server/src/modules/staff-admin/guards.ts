import { staffAdminMessages } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import * as repo from './repository';

export const refuseOwnAccount = (actorId: number, targetId: number) => {
  if (actorId === targetId) throw forbidden(staffAdminMessages.ownAccount);
};

/**
 * The account, read after taking the administration lock; 409 when the change would leave no active
 * administrador: the account is one and, changed, would not be.
 */
export async function lockTarget(
  q: Queryable,
  id: number,
  staysActiveAdmin: (account: repo.TargetRow) => boolean,
) {
  await repo.lockAdministration(q);
  const account = await repo.findAccount(q, id);
  if (!account) throw notFound(staffAdminMessages.notFound);
  const isActiveAdmin = !account.disabled && account.roles.includes('administrador');
  if (isActiveAdmin && !staysActiveAdmin(account) && (await repo.otherActiveAdmins(q, id)) === 0)
    throw conflict(staffAdminMessages.lastAdmin);
  return account;
}
