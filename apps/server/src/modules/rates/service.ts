import { startOfArgentineDay } from '@portal/contract/argentine-day';
import {
  addDays,
  rateMessages,
  type ProposalPayload,
  type RateLine,
  type RateRow,
  type RateTableDraft,
  type RateVersion,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { badRequest, notFound } from '../../lib/http-error';
import type { ProposalsService } from '../proposals/index';
import type { StaffActor } from '../../console/permissions';
import { cftCaps, refusePastDate, refuseProblems, refuseTakenName, tableInWords } from './checks';
import { LINE_CREATE_KIND, LINE_ENTITY, LINE_RENAME_KIND, RATE_PROPOSAL_KIND } from './kinds';
import * as repo from './repository';
import { checkDraft, sortRows } from './validation';

/** What a version proposal carries: the table, plus the same in words for the four-eyes dialogs. */
type RateProposalPayload = ProposalPayload<typeof RATE_PROPOSAL_KIND>;

/** A new line: its name and first table. */
type LineProposalPayload = ProposalPayload<typeof LINE_CREATE_KIND>;

const rowsOf = (rates: repo.LineRow['rates']): RateRow[] =>
  rates.map(([min, max, step, cuotas, tna]) => ({
    minAmount: Number(min),
    maxAmount: Number(max),
    step: Number(step),
    cuotas,
    tna: Number(tna),
  }));

/** A proposed table, refused with the row named when it has problems; rows in order, and in words. */
async function checkedTable(q: Queryable, draft: RateTableDraft, reason: string, today: string) {
  await refuseProblems(q, draft);
  refusePastDate(draft, today);
  const rows = sortRows(draft.rows);
  return { rows, vigenteDesde: draft.vigenteDesde, tasas: tableInWords(rows), reason };
}

export type RatesService = ReturnType<typeof createRatesService>;

export function createRatesService({
  db,
  proposals,
  today,
}: {
  db: Db;
  proposals: ProposalsService;
  /** The business date: what is in force, programmed or past is told by it, not by the wall clock. */
  today: () => Promise<string>;
}) {
  return {
    /** Each line with its versions, newest first (those to come, the one in force, the past ones). */
    async list() {
      const [lines, versions, caps, nuevas, businessDate] = await Promise.all([
        repo.listLines(db),
        repo.listVersions(db),
        cftCaps(db),
        proposals.pendingOfKind(db, LINE_CREATE_KIND),
        today(),
      ]);
      // A version starting after the business date ends is still to come.
      const dayEnds = startOfArgentineDay(addDays(businessDate, 1)).getTime();
      const figures = (rates: repo.LineRow['rates']) => checkDraft({ rows: rowsOf(rates) }, caps).rows;
      const items = await Promise.all(
        lines.map(async (line): Promise<RateLine> => {
          let inForce = false;
          const state = (from: Date | null): RateVersion['estado'] => {
            if (from && from.getTime() >= dayEnds) return 'programada';
            if (inForce) return 'anterior';
            inForce = true;
            return 'vigente';
          };
          const own = versions.filter((v) => v.line_id === line.id);
          const pending = await proposals.pendingOn(db, LINE_ENTITY, line.id);
          // Newest first, so the state of each is decided in this order.
          const versioned = own.map((v) => ({
            id: v.id,
            vigenteDesde: v.vigente_desde.toISOString(),
            estado: state(v.vigente_desde),
            rows: figures(v.rates),
          }));
          const first: RateVersion[] =
            line.rates.length > 0
              ? [{ id: null, vigenteDesde: null, estado: state(null), rows: figures(line.rates) }]
              : [];
          return {
            id: line.id,
            nombre: line.nombre,
            versions: [...versioned, ...first],
            pendiente: pending.find((p) => p.kind === RATE_PROPOSAL_KIND) ?? null,
            renombre: pending.find((p) => p.kind === LINE_RENAME_KIND) ?? null,
          };
        }),
      );
      return { items, nuevas, ...caps };
    },

    /** The editor's preview: figures per row, every problem and warning, without storing anything. */
    async preview(draft: RateTableDraft) {
      const result = checkDraft(draft, await cftCaps(db));
      if (draft.vigenteDesde < (await today())) result.problems.push(rateMessages.pastDate);
      return result;
    },

    /** One parametros proposes; the table is checked now and again when another approves it. */
    async propose(lineId: number, draft: RateTableDraft, reason: string, actor: StaffActor) {
      // Read before the transaction: on the embedded database it holds the only connection.
      const businessDate = await today();
      return db.transaction(async (tx) => {
        const line = await repo.findLine(tx, lineId);
        if (!line) throw notFound(rateMessages.lineNotFound);
        const payload: RateProposalPayload = {
          linea: line.nombre,
          ...(await checkedTable(tx, draft, reason, businessDate)),
        };
        const proposalId = await proposals.propose(
          tx,
          {
            kind: RATE_PROPOSAL_KIND,
            entity: LINE_ENTITY,
            entityId: lineId,
            payload,
            reason,
            pendingMessage: rateMessages.pendingExists,
          },
          actor,
        );
        return { proposalId, Status: 200, Mensaje: rateMessages.proposed };
      });
    },

    /**
     * A new line with its first table, one proposal: approving it creates the line and its first version,
     * offered from its day on. Proposals are keyed by the folded name, so one name waits once.
     */
    async proposeLine(nombre: string, draft: RateTableDraft, reason: string, actor: StaffActor) {
      // Read before the transaction: on the embedded database it holds the only connection.
      const businessDate = await today();
      return db.transaction(async (tx) => {
        await refuseTakenName(tx, nombre);
        const payload: LineProposalPayload = {
          nombre,
          ...(await checkedTable(tx, draft, reason, businessDate)),
        };
        const proposalId = await proposals.propose(
          tx,
          {
            kind: LINE_CREATE_KIND,
            entity: LINE_ENTITY,
            entityId: `nueva:${await repo.foldedName(tx, nombre)}`,
            payload,
            reason,
            pendingMessage: rateMessages.linePendingExists,
          },
          actor,
        );
        return { proposalId, Status: 200, Mensaje: rateMessages.lineProposed };
      });
    },

    /** A new name, approved by another parametros; loans keep the product name they were made with. */
    async proposeRename(lineId: number, nombre: string, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const line = await repo.findLine(tx, lineId);
        if (!line) throw notFound(rateMessages.lineNotFound);
        if (line.nombre === nombre) throw badRequest(rateMessages.sameName);
        await refuseTakenName(tx, nombre, lineId);
        const proposalId = await proposals.propose(
          tx,
          {
            kind: LINE_RENAME_KIND,
            entity: LINE_ENTITY,
            entityId: lineId,
            payload: { linea: line.nombre, nombre, reason },
            reason,
            pendingMessage: rateMessages.renamePendingExists,
          },
          actor,
        );
        return { proposalId, Status: 200, Mensaje: rateMessages.renameProposed };
      });
    },
  };
}
