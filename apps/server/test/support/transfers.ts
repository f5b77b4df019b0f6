import { proposalPaths, transferPaths } from '@portal/contract';
import type { Db } from '../../src/db/connection';
import type { ConsoleClient } from './app';

/**
 * The member's account in force (member_bank_accounts, migration 039), put in force `hoursAgo` hours ago
 * on the database's clock, the one proposals are stamped with. One in force already is replaced.
 */
export async function giveAccount(
  db: Db,
  memberId: number,
  a: { cbu?: string; alias?: string; cuit: string; hoursAgo: number },
) {
  await db.query(
    'UPDATE member_bank_accounts SET reemplazada_at = now() WHERE member_id = $1 AND reemplazada_at IS NULL',
    [memberId],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO member_bank_accounts (member_id, cbu, alias, cuit_titular, vigente_desde)
     VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5)) RETURNING id`,
    [memberId, a.cbu ?? null, a.alias ?? null, a.cuit, a.hoursAgo],
  );
  return row!.id;
}

const at = (template: string, id: number) => template.replace(':id', String(id));

export const approveProposal = (as: ConsoleClient, proposalId: number, nota?: string) =>
  as.post(at(proposalPaths.approve, proposalId), nota === undefined ? undefined : { nota });

export const rejectProposal = (as: ConsoleClient, proposalId: number) =>
  as.post(at(proposalPaths.reject, proposalId), { reason: 'No coincide con el extracto' });

export const proposeBatch = (as: ConsoleClient, prestamoIds: number[]) =>
  as.post(transferPaths.batches, { prestamoIds });

export const batchFile = (as: ConsoleClient, batchId: number) => as.get(at(transferPaths.batchFile, batchId));

export const markExecuted = (as: ConsoleClient, batchId: number, referencia: string) =>
  as.post(at(transferPaths.batchExecuted, batchId), { referencia });
