import { createHash } from 'node:crypto';
import { proposalApprovePermissions, proposalPayloadSchemas, transferBatchMessages } from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { centsOf } from '../../db/numeric';
import { HttpError, conflict } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import { lockBatchLoan } from '../evaluation/index';
import { defineProposalKind } from '../proposals/index';
import { bankLayout } from './bank-files/registry';
import * as repo from './repository';

/** Why a loan of the batch no longer goes in it, checked as a single transfer's approval checks it. */
async function dropReason(tx: Queryable, item: repo.BatchItemRow) {
  const now = await lockBatchLoan(tx, item.loan_id);
  if (!now) return transferBatchMessages.droppedNotAwaiting;
  if (now.netCents !== centsOf(item.importe)) return transferBatchMessages.droppedAmount;
  if (now.payee?.id !== item.member_bank_account_id) return transferBatchMessages.droppedAccount;
  return null;
}

/**
 * Approving a batch (docs/decisions/026): each loan is checked again under its lock; one that no longer
 * waits for its money, whose net changed or whose account changed drops out (recorded, freed), the rest
 * stay reserved. An account put in force within 48 hours before the proposal needs the checker's note.
 * The bank file is written now, from the accounts approved, and kept. No money moves in the system until
 * tesorería marks the batch executed.
 */
export const transferBatchKind = () =>
  defineProposalKind({
    kind: 'loan.transfer-batch',
    payload: proposalPayloadSchemas['loan.transfer-batch'],
    approvePermission: proposalApprovePermissions['loan.transfer-batch'],
    async apply(tx, payload, proposal, actor, approval) {
      const batch = await repo.lockBatch(tx, payload.lote);
      if (!batch || batch.estado !== 'propuesto') throw conflict(transferBatchMessages.notFound);
      const kept: repo.BatchItemRow[] = [];
      const dropped: { prestamo: number; motivo: string }[] = [];
      for (const item of await repo.reservedItems(tx, batch.id)) {
        const reason = await dropReason(tx, item);
        if (reason === null) kept.push(item);
        else {
          await repo.dropItem(tx, batch.id, item.loan_id, reason);
          dropped.push({ prestamo: item.loan_id, motivo: reason });
        }
      }
      if (kept.length === 0) throw conflict(transferBatchMessages.noneLeft);
      const recent = await repo.recentAccounts(
        tx,
        kept.map((i) => i.member_bank_account_id),
        proposal.proposed_at,
      );
      if (recent > 0 && !approval.nota) throw new HttpError(400, transferBatchMessages.noteRequired);

      const layout = bankLayout(batch.layout);
      const rows = await repo.fileRows(tx, batch.id);
      const file = layout.render({
        id: batch.id,
        rows: rows.map((r) => ({
          prestamo: r.loan_id,
          cbu: r.cbu,
          alias: r.alias,
          cuit: r.cuit_titular,
          importeCents: centsOf(r.importe),
        })),
      });
      const sha256 = createHash('sha256').update(file).digest('hex');
      await repo.approveBatch(tx, batch.id, file, sha256);
      await writeAudit(tx, {
        ...actor,
        action: 'transfer-batch.file',
        entity: 'transfer_batch',
        entityId: batch.id,
        after: {
          prestamos: kept.length,
          total: kept.reduce((sum, i) => sum + centsOf(i.importe), 0) / 100,
          sha256,
          excluidos: dropped,
        },
        reason: approval.nota,
      });
      return { after: null };
    },
    async reject(tx, payload) {
      await repo.rejectBatch(tx, payload.lote);
    },
  });
