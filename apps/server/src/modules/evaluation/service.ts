import {
  consoleLoanMessages,
  loanStates,
  type LoanExportQuery,
  type LoanSearchQuery,
  type LoanState,
  type QueueItem,
  transferBatchMessages,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import type { Mailer } from '../../mail/mailer';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import { addNotification } from '../notifications/index';
import { decisionTexts } from './notices';
import { noticeMail } from '../../mail/notice-mail';
import * as repo from './repository';
import type { ProposalsService } from '../proposals/index';
import { checkTransfer, proposedPayee, type TransferPayload } from './transfer';
import { reservingBatch } from './payee-repository';
import { applyLowerPlan } from './lower-plan';
import { loanDetail } from './detail';
import { loanPlans } from './plans';
import { checkReversal } from './reversal';
import { searchLoans, searchTotals, type SearchRow } from './search-repository';
import { arrearsOf, searchFilters, type ExportRow } from './search';
import type { StaffActor } from '../../console/permissions';

/** Who acts, for the audit row. */
/** The entity may cancel until the money moves. */
const cancellableByEntity: readonly string[] = [
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];

const encodeCursor = (row: repo.QueueRow) =>
  Buffer.from(`${row.fecha.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [fecha, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!fecha || !id || Number.isNaN(Date.parse(fecha)) || !/^\d+$/.test(id))
    throw new HttpError(400, 'El cursor de la lista no es válido');
  return { fecha, id: Number(id) };
}

const toQueueItem = (r: repo.QueueRow): QueueItem => ({
  id: r.id,
  producto: r.producto,
  montoPrestado: Number(r.monto_prestado),
  cantidadCuotas: r.cantidad_cuotas,
  montoCuota: Number(r.monto_cuota),
  solicitadoEl: r.fecha.toISOString(),
  horasEspera: r.horas_espera,
  socio: { id: r.member_id, nombre: `${r.nombres} ${r.apellido}`, dni: r.dni },
  organismo: r.organismo,
});

/** Rows a page of the loans export reads (keyset on the id). */
const EXPORT_PAGE = 5000;

const definedOnly = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export type EvaluationService = ReturnType<typeof createEvaluationService>;

export function createEvaluationService({
  db,
  mailer,
  proposals,
  today,
}: {
  db: Db;
  mailer: Mailer;
  proposals: ProposalsService;
  /** The business date. */
  today: () => Promise<string>;
}) {
  /**
   * One decision: the loan locked, its state checked, changed, audited and the member notified in one
   * transaction; the e-mail leaves through the outbox. A loan in another state answers 409.
   */
  async function decide(
    loanId: number,
    actor: StaffActor,
    action: string,
    allowedFrom: readonly string[],
    refused: string,
    to: LoanState,
    text: (loan: { id: number; producto: string; monto: number }) => { titulo: string; descripcion: string },
    reason: string | null,
    /** Changes made with the decision (a lower plan); what they change goes into the audit row. */
    alsoChange?: (
      tx: Queryable,
      loan: repo.DecisionRow,
    ) => Promise<{ before: object; after: object; monto: number }>,
  ) {
    const { mail, notice } = await db.transaction(async (tx) => {
      const loan = await repo.lockLoanForDecision(tx, loanId);
      if (!loan) throw notFound(consoleLoanMessages.notFound);
      if (!allowedFrom.includes(loan.estado)) throw conflict(refused);
      // An approved batch's file may already be at the bank: its loans wait for the execution.
      if (to === loanStates.cancelledByEntity && (await reservingBatch(tx, loan.id))?.estado === 'aprobado')
        throw conflict(transferBatchMessages.inApprovedBatch);
      const changed = alsoChange ? await alsoChange(tx, loan) : null;
      await repo.setState(tx, loan.id, to);
      const monto = changed?.monto ?? Number(loan.monto_prestado);
      const notice = text({ id: loan.id, producto: loan.producto, monto });
      await addNotification(tx, loan.member_id, notice);
      await writeAudit(tx, {
        staffId: actor.staffId,
        address: actor.address,
        action,
        entity: 'loan',
        entityId: loan.id,
        before: { estado: loan.estado, ...changed?.before },
        after: { estado: to, ...changed?.after },
        reason,
      });
      return { mail: loan.mail, notice };
    });
    await mailer.send(noticeMail(mail, notice));
    return { id: loanId, estado: to };
  }

  /** Reading a member's document is audited like a change: who saw what, when, from where. */
  async function auditedRead<T extends { member_id: number }>(
    row: T | undefined,
    actor: StaffActor,
    action: string,
    loanId: number,
    what: Record<string, unknown>,
  ): Promise<T> {
    if (!row) throw notFound(consoleLoanMessages.documentNotFound);
    await writeAudit(db, {
      staffId: actor.staffId,
      address: actor.address,
      action,
      entity: 'loan',
      entityId: loanId,
      after: { socio: row.member_id, ...what },
    });
    return row;
  }

  return {
    /** Tesorería records a transfer; it takes effect when a second tesorería approves it. */
    proposeTransfer: async (loanId: number, payload: TransferPayload, actor: StaffActor) => {
      // Read before the transaction: on the embedded database it holds the only connection.
      const businessDate = await today();
      return db.transaction(async (tx) => {
        const { loan } = await checkTransfer(tx, loanId, payload, businessDate);
        // The account it pays, and whether the fraud brake applies, on the clock that stamps the proposal.
        const payee = await proposedPayee(tx, loan.member_id);
        return proposals.propose(
          tx,
          { kind: 'loan.transfer', entity: 'loan', entityId: loanId, payload: { ...payload, ...payee } },
          actor,
        );
      });
    },

    /** Everything the decision needs, on one screen; the documents themselves come one by one. */
    detail: async (loanId: number) => loanDetail(db, proposals, loanId, await today()),

    /** The requested plan priced now, and the lower plans an approval may choose. */
    plans: (loanId: number) => loanPlans(db, loanId),

    /** Tesorería asks to undo a transfer; it takes effect when a second tesorería approves it. */
    proposeReversal: (loanId: number, reason: string, actor: StaffActor) =>
      db.transaction(async (tx) => {
        await checkReversal(tx, loanId);
        return proposals.propose(
          tx,
          { kind: 'loan.transfer-reversal', entity: 'loan', entityId: loanId, payload: { reason }, reason },
          actor,
        );
      }),

    async document(loanId: number, documentId: number, actor: StaffActor) {
      const row = await auditedRead(
        await repo.findDocument(db, loanId, documentId),
        actor,
        'document.read',
        loanId,
        { documento: documentId },
      );
      return { mime: row.mime, bytes: row.data, kind: row.kind };
    },

    async signature(loanId: number, actor: StaffActor) {
      const row = await auditedRead(
        await repo.findRequestSignature(db, loanId),
        actor,
        'signature.read',
        loanId,
        {
          firma: 'solicitud',
        },
      );
      return { mime: 'image/png', bytes: row.png };
    },

    async search(query: LoanSearchQuery) {
      const businessDate = await today();
      const filters = searchFilters(query, businessDate);
      const [rows, totals] = await Promise.all([
        searchLoans(db, filters, query.cursor ? Number(query.cursor) : null, query.limit + 1),
        searchTotals(db, filters),
      ]);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((r) => {
          const arrears = arrearsOf(r, businessDate);
          return {
            id: r.id,
            estado: r.estado,
            producto: r.producto,
            fecha: r.fecha.toISOString(),
            montoPrestado: Number(r.monto_prestado),
            saldo: Number(r.saldo),
            socio: { id: r.member_id, nombre: `${r.nombres} ${r.apellido}`, dni: r.dni },
            organismo: r.organismo,
            diasAtraso: arrears.dias,
            situacion: arrears.situacion,
            montoAdeudado: Number(arrears.adeudado),
          };
        }),
        next: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
        totals: {
          prestamos: totals.prestamos,
          montoPrestado: Number(totals.monto_prestado),
          saldo: Number(totals.saldo),
          montoAdeudado: Number(totals.monto_en_mora),
        },
      };
    },

    /**
     * Every loan the search's filters find, for a spreadsheet: pages of EXPORT_PAGE by keyset on the id,
     * so memory stays flat however many there are. Audited before the first row leaves (who, from where,
     * which filters, how many loans they found then), so a download cut short is on record too.
     */
    async export(query: LoanExportQuery, actor: StaffActor) {
      const { format, ...given } = query;
      const businessDate = await today();
      const filters = searchFilters(given, businessDate);
      const { prestamos } = await searchTotals(db, filters);
      await writeAudit(db, {
        ...actor,
        action: 'export.loans',
        entity: 'loan',
        entityId: null,
        after: { format, ...definedOnly(given), prestamos },
      });
      return {
        name: `prestamos-${businessDate}`,
        pages: (async function* () {
          let before: number | null = null;
          for (;;) {
            const rows: SearchRow[] = await searchLoans(db, filters, before, EXPORT_PAGE);
            yield rows.map((r): ExportRow => ({ ...r, ...arrearsOf(r, businessDate) }));
            if (rows.length < EXPORT_PAGE) return;
            before = rows[rows.length - 1]!.id;
          }
        })(),
      };
    },

    async queue(cursor: string | undefined, limit: number) {
      const rows = await repo.listQueue(db, decodeCursor(cursor), limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toQueueItem),
        next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
      };
    },

    approve: (loanId: number, actor: StaffActor, note: string | undefined, planId: string | undefined) =>
      decide(
        loanId,
        actor,
        'loan.approve',
        [loanStates.pendingEvaluation],
        consoleLoanMessages.notPending,
        loanStates.approved,
        decisionTexts.approved,
        note ?? null,
        planId === undefined ? undefined : (tx, loan) => applyLowerPlan(tx, loan, planId),
      ),

    reject: (loanId: number, actor: StaffActor, reason: string, note: string) =>
      decide(
        loanId,
        actor,
        'loan.reject',
        [loanStates.pendingEvaluation],
        consoleLoanMessages.notPending,
        loanStates.rejected,
        (loan) => decisionTexts.rejected(loan, reason, note),
        `${reason}: ${note}`,
      ),

    cancel: (loanId: number, actor: StaffActor, reason: string) =>
      decide(
        loanId,
        actor,
        'loan.cancel_by_entity',
        cancellableByEntity,
        consoleLoanMessages.notCancellable,
        loanStates.cancelledByEntity,
        (loan) => decisionTexts.cancelled(loan, reason),
        reason,
      ),
  };
}
