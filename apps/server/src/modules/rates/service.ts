import {
  proposalApprovePermissions,
  rateMessages,
  type RateLine,
  type RateTableDraft,
  type RateVersion,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, badRequest } from '../../lib/http-error';
import { formatMoney } from '../loans/index';
import { findLowestCftCap } from '../organismos/index';
import type { ProposalKind, ProposalsService } from '../proposals/index';
import type { StaffActor } from '../staff/index';
import * as repo from './repository';
import { argentineToday, checkDraft, startOfArgentineDay, toRateTable, type CftCap } from './validation';

export const RATE_PROPOSAL_KIND = 'rates.version';
const ENTITY = 'linea';

/** What a proposal carries: the table, plus the same in words for the four-eyes dialogs. */
export interface RateProposalPayload extends RateTableDraft {
  linea: string;
  montos: string;
  tasas: string;
  reason: string;
}

async function cftCap(q: Queryable): Promise<CftCap | null> {
  const row = await findLowestCftCap(q);
  return row ? { organismo: row.nombre, cftMaximo: Number(row.cft_maximo) } : null;
}

/** The first problem of the draft as a 400, checked against the caps as they are now. */
async function refuseProblems(q: Queryable, draft: RateTableDraft) {
  const { problems } = checkDraft(draft, await cftCap(q));
  if (problems[0]) throw badRequest(problems[0]);
  if (draft.vigenteDesde < argentineToday()) throw badRequest(rateMessages.pastDate);
}

const tableOf = (r: repo.LineRow | repo.VersionRow) => {
  const draft = {
    minAmount: Number(r.min_amount),
    maxAmount: Number(r.max_amount),
    step: Number(r.step),
    rows: r.rates.map(([cuotas, tna]) => ({ cuotas, tna: Number(tna) })),
  };
  return { ...draft, rows: checkDraft({ ...draft, vigenteDesde: '2000-01-01' }, null).rows };
};

export type RatesService = ReturnType<typeof createRatesService>;

export function createRatesService({ db, proposals }: { db: Db; proposals: ProposalsService }) {
  return {
    /** Each line with its versions, newest first: those to come, the one in force, the past ones. */
    async list(): Promise<{ items: RateLine[]; cftTope: CftCap | null }> {
      const [lines, versions, cap] = await Promise.all([
        repo.listLines(db),
        repo.listVersions(db),
        cftCap(db),
      ]);
      const now = Date.now();
      const items = await Promise.all(
        lines.map(async (line): Promise<RateLine> => {
          let inForce = false;
          const state = (from: Date | null): RateVersion['estado'] => {
            if (from && from.getTime() > now) return 'programada';
            if (inForce) return 'anterior';
            inForce = true;
            return 'vigente';
          };
          const own = versions.filter((v) => v.line_id === line.id);
          const [pendiente = null] = await proposals.pendingOn(db, ENTITY, line.id);
          return {
            id: line.id,
            nombre: line.nombre,
            versions: [
              ...own.map((v) => ({
                id: v.id,
                vigenteDesde: v.vigente_desde.toISOString(),
                estado: state(v.vigente_desde),
                ...tableOf(v),
              })),
              { id: null, vigenteDesde: null, estado: state(null), ...tableOf(line) },
            ],
            pendiente,
          };
        }),
      );
      return { items, cftTope: cap };
    },

    /** The editor's preview: figures per row and every problem, without storing anything. */
    async preview(draft: RateTableDraft) {
      const result = checkDraft(draft, await cftCap(db));
      if (draft.vigenteDesde < argentineToday()) result.problems.push(rateMessages.pastDate);
      return result;
    },

    /** One parametros proposes; the table is checked now and again when another approves it. */
    async propose(lineId: number, draft: RateTableDraft, reason: string, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const line = await repo.findLine(tx, lineId);
        if (!line) throw new HttpError(404, rateMessages.lineNotFound);
        await refuseProblems(tx, draft);
        const payload: RateProposalPayload = {
          linea: line.nombre,
          ...draft,
          montos: `${formatMoney(draft.minAmount)} a ${formatMoney(draft.maxAmount)}, de a ${formatMoney(draft.step)}`,
          tasas: draft.rows.map((r) => `${r.cuotas} cuotas: ${r.tna.toLocaleString('es-AR')} %`).join('; '),
          reason,
        };
        const id = await proposals.propose(
          tx,
          {
            kind: RATE_PROPOSAL_KIND,
            entity: ENTITY,
            entityId: lineId,
            payload,
            reason,
            pendingMessage: rateMessages.pendingExists,
          },
          actor,
        );
        return { id, Status: 200, Mensaje: rateMessages.proposed };
      });
    },
  };
}

/**
 * Approving a version: checked again (an organismo's cap may have been lowered meanwhile) and stored,
 * in force from its day, or from now when approved after that day has begun.
 */
export const rateVersionKind = (): ProposalKind => ({
  approvePermission: proposalApprovePermissions[RATE_PROPOSAL_KIND],
  async apply(tx, proposal) {
    const lineId = Number(proposal.entity_id);
    const payload = proposal.payload as unknown as RateProposalPayload;
    if (!(await repo.lockLine(tx, lineId))) throw new HttpError(404, rateMessages.lineNotFound);
    const { problems } = checkDraft(payload, await cftCap(tx));
    if (problems[0]) throw badRequest(problems[0]);
    const day = startOfArgentineDay(payload.vigenteDesde);
    await repo.insertVersion(tx, {
      lineId,
      table: toRateTable(payload),
      vigenteDesde: day.getTime() > Date.now() ? day : new Date(),
      proposalId: proposal.id,
    });
    return { after: null };
  },
});
