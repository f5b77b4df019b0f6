import {
  transferBatchMessages,
  type TransferBatch,
  type TransferBatchState,
  type TransferWorklistItem,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { centsOf } from '../../db/numeric';
import type { Mailer } from '../../mail/mailer';
import { conflict, notFound } from '../../lib/http-error';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import { lockBatchLoan, reservingBatch, transferBatchLoan } from '../evaluation/index';
import type { ProposalsService } from '../proposals/index';
import { bankLayout, defaultBankLayout } from './bank-files/registry';
import * as repo from './repository';

const PAGE = 100;
const BATCH_PAGE = 20;

const toItem = (r: repo.WorklistRow): TransferWorklistItem => ({
  id: r.id,
  producto: r.producto,
  socio: { id: r.member_id, nombre: `${r.nombres} ${r.apellido}`, dni: r.dni },
  organismo: r.organismo,
  montoPrestado: Number(r.monto_prestado),
  netoATransferir: Number(r.neto),
  diasEspera: r.dias,
  cuenta:
    r.cuenta_id === null || r.cuit_titular === null || r.vigente_desde === null
      ? null
      : {
          id: r.cuenta_id,
          cbu: r.cbu,
          alias: r.alias,
          cuitTitular: r.cuit_titular,
          vigenteDesde: r.vigente_desde.toISOString(),
          reciente: r.reciente === true,
        },
  lote: r.batch_id,
  transferenciaPropuesta: r.propuesta,
});

const fileName = (batchId: number, layout: string) => `lote-${batchId}.${bankLayout(layout).extension}`;

const toBatch = (r: repo.BatchListRow): TransferBatch => ({
  id: r.id,
  estado: r.estado as TransferBatchState,
  proposalId: r.proposal_id,
  cantidad: r.cantidad,
  total: Number(r.total),
  excluidos: r.excluidos,
  cuentasRecientes: r.recientes,
  propuestoPor: r.propuesto_por,
  propuestoEl: r.created_at.toISOString(),
  aprobadoEl: r.approved_at?.toISOString() ?? null,
  fechaEjecucion: r.fecha_ejecucion,
  referencia: r.referencia,
  archivo: r.estado === 'aprobado' || r.estado === 'ejecutado' ? fileName(r.id, r.layout) : null,
});

export type TransfersService = ReturnType<typeof createTransfersService>;

export function createTransfersService({
  db,
  mailer,
  proposals,
  today,
}: {
  db: Db;
  mailer: Mailer;
  proposals: ProposalsService;
  /** The business date, read in the caller's transaction. */
  today: (q: Queryable) => Promise<string>;
}) {
  return {
    /** The loans waiting for their money, a page at a time, with the totals of the whole list. */
    async worklist(cursor: string | undefined) {
      const businessDate = await today(db);
      const [rows, totals] = await Promise.all([
        repo.listWorklist(db, businessDate, Number(cursor ?? 0), PAGE + 1),
        repo.worklistTotals(db),
      ]);
      const page = rows.slice(0, PAGE);
      return {
        items: page.map(toItem),
        next: rows.length > PAGE ? String(page[page.length - 1]!.id) : null,
        totals: { prestamos: totals.prestamos, neto: Number(totals.neto), sinCuenta: totals.sin_cuenta },
      };
    },

    async batches(cursor: string | undefined) {
      const rows = await repo.listBatches(db, cursor ? Number(cursor) : null, BATCH_PAGE + 1);
      const page = rows.slice(0, BATCH_PAGE);
      return {
        items: page.map(toBatch),
        next: rows.length > BATCH_PAGE ? String(page[page.length - 1]!.id) : null,
      };
    },

    /**
     * Tesorería puts loans in one batch, proposed for a second tesorería's approval. Each loan is locked
     * (in id order) and must wait for its money, have an account, be in no other batch and have no single
     * transfer pending; it is reserved from now on. The net and the account go with the proposal.
     */
    propose: (prestamoIds: readonly number[], actor: StaffActor) =>
      db.transaction(async (tx) => {
        const ids = [...prestamoIds].sort((a, b) => a - b);
        const batchId = await repo.insertBatch(tx, defaultBankLayout, actor.staffId);
        const names = new Map((await repo.memberNames(tx, ids)).map((n) => [n.id, n.nombre]));
        const prestamos = [];
        for (const id of ids) {
          const loan = await lockBatchLoan(tx, id);
          if (!loan) throw conflict(transferBatchMessages.notAwaiting(id));
          if (!loan.payee) throw conflict(transferBatchMessages.noAccount(id));
          if (await reservingBatch(tx, id)) throw conflict(transferBatchMessages.inBatchId(id));
          if ((await proposals.pendingOn(tx, 'loan', id)).some((p) => p.kind === 'loan.transfer'))
            throw conflict(transferBatchMessages.pendingSingle(id));
          const importe = loan.netCents / 100;
          await repo.insertBatchItem(tx, { batchId, loanId: id, accountId: loan.payee.id, importe });
          prestamos.push({
            prestamo: id,
            socio: names.get(id) ?? '',
            importe,
            cuentaId: loan.payee.id,
            cuentaReciente: loan.payee.reciente,
          });
        }
        const total = prestamos.reduce((sum, p) => sum + Math.round(p.importe * 100), 0) / 100;
        const proposalId = await proposals.propose(
          tx,
          {
            kind: 'loan.transfer-batch',
            entity: 'transfer_batch',
            entityId: batchId,
            payload: { lote: batchId, cantidad: prestamos.length, total, prestamos },
          },
          actor,
        );
        await repo.setBatchProposal(tx, batchId, proposalId);
        return { proposalId, batchId };
      }),

    /** The approved batch's bank file, the bytes written at approval; every download is audited. */
    async file(batchId: number, actor: StaffActor) {
      const row = await repo.findFile(db, batchId);
      if (!row) throw notFound(transferBatchMessages.notFound);
      if (!row.file) throw conflict(transferBatchMessages.notApproved);
      await writeAudit(db, {
        ...actor,
        action: 'transfer-batch.download',
        entity: 'transfer_batch',
        entityId: batchId,
        after: { sha256: row.file_sha256 },
      });
      const layout = bankLayout(row.layout);
      return { bytes: Buffer.from(row.file), name: fileName(batchId, row.layout), type: layout.contentType };
    },

    /**
     * The bank executed the batch: every loan in it is transferred on the business date with the bank's
     * reference, through the same function a single approved transfer takes effect with; the members
     * are notified and their e-mails queued in the same transaction. Once only.
     */
    executed: (batchId: number, referencia: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        const businessDate = await today(tx);
        const batch = await repo.lockBatch(tx, batchId);
        if (!batch) throw notFound(transferBatchMessages.notFound);
        if (batch.estado === 'ejecutado') throw conflict(transferBatchMessages.alreadyExecuted);
        if (batch.estado !== 'aprobado') throw conflict(transferBatchMessages.notApproved);
        const items = await repo.reservedItems(tx, batchId);
        const mails = [];
        for (const item of items)
          mails.push(
            await transferBatchLoan(
              tx,
              item.loan_id,
              {
                date: businessDate,
                amount: Number(item.importe),
                reference: referencia,
                proposalId: batch.proposal_id,
                batchId,
                accountId: item.member_bank_account_id,
              },
              businessDate,
            ),
          );
        await repo.markExecuted(tx, { batchId, referencia, fecha: businessDate, staffId: actor.staffId });
        await writeAudit(tx, {
          ...actor,
          action: 'transfer-batch.executed',
          entity: 'transfer_batch',
          entityId: batchId,
          before: { estado: batch.estado },
          after: {
            estado: 'ejecutado',
            referencia,
            fecha: businessDate,
            prestamos: items.map((i) => i.loan_id),
            total: items.reduce((sum, i) => sum + centsOf(i.importe), 0) / 100,
          },
        });
        await mailer.sendMany(mails, { tx });
        return { batchId, prestamos: items.length };
      }),
  };
}
