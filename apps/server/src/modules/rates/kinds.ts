import { startOfArgentineDay } from '@portal/contract/argentine-day';
import {
  proposalApprovePermissions,
  proposalPayloadSchemas,
  rateMessages,
  type ProposalPayload,
  type RateRow,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import { HttpError, conflict } from '../../lib/http-error';
import { defineProposalKind } from '../proposals/index';
import * as repo from './repository';
import { refuseProblems, refuseTakenName } from './checks';

export const RATE_PROPOSAL_KIND = 'rates.version';
export const LINE_CREATE_KIND = 'lines.create';
export const LINE_RENAME_KIND = 'lines.rename';

/** A proposal that carries a table: a new version, or a new line with its first one. */
type TablePayload = ProposalPayload<typeof RATE_PROPOSAL_KIND> | ProposalPayload<typeof LINE_CREATE_KIND>;
/** Proposals on lines (audit entity 'linea'). */
export const LINE_ENTITY = 'linea';

/**
 * The rows a proposal carries. One made before tiers (migration 023) has one range at the top level and
 * rows of count and TNA: it is read as one tier, so it can still be approved.
 */
export function payloadRows(payload: TablePayload): RateRow[] {
  const { minAmount, maxAmount, step } = payload;
  return payload.rows.map((r) => ({
    minAmount: Number(r.minAmount ?? minAmount),
    maxAmount: Number(r.maxAmount ?? maxAmount),
    step: Number(r.step ?? step),
    cuotas: Number(r.cuotas),
    tna: Number(r.tna),
  }));
}

/**
 * In force from the start of its day, or of the business date when approved after its day began. Versions
 * in force from the same day are told apart by their id (the later approval wins).
 */
const effectiveFrom = (vigenteDesde: string, businessDate: string) =>
  startOfArgentineDay(vigenteDesde > businessDate ? vigenteDesde : businessDate);

type Today = (q: Queryable) => Promise<string>;

/** The table checked again (an organismo's cap may have changed meanwhile) and stored as a version. */
async function storeVersion(
  tx: Queryable,
  lineId: number,
  payload: TablePayload,
  proposalId: number,
  today: Today,
) {
  const rows = payloadRows(payload);
  await refuseProblems(tx, { rows });
  await repo.insertVersion(tx, {
    lineId,
    rows,
    vigenteDesde: effectiveFrom(payload.vigenteDesde, await today(tx)),
    proposalId,
  });
}

/** Approving a version of an existing line. */
export const rateVersionKind = (today: Today) =>
  defineProposalKind({
    kind: RATE_PROPOSAL_KIND,
    payload: proposalPayloadSchemas[RATE_PROPOSAL_KIND],
    approvePermission: proposalApprovePermissions[RATE_PROPOSAL_KIND],
    async apply(tx, payload, proposal) {
      const lineId = Number(proposal.entity_id);
      if (!(await repo.lockLine(tx, lineId))) throw new HttpError(404, rateMessages.lineNotFound);
      await storeVersion(tx, lineId, payload, proposal.id, today);
      return { after: null };
    },
  });

/** Approving a new line: the line and its first version, offered to members from the version's day on. */
export const lineCreateKind = (today: Today) =>
  defineProposalKind({
    kind: LINE_CREATE_KIND,
    payload: proposalPayloadSchemas[LINE_CREATE_KIND],
    approvePermission: proposalApprovePermissions[LINE_CREATE_KIND],
    async apply(tx, payload, proposal) {
      await refuseTakenName(tx, payload.nombre);
      const lineId = await repo.insertLine(tx, payload.nombre);
      if (lineId === null) throw conflict(rateMessages.lineNameTaken);
      await storeVersion(tx, lineId, payload, proposal.id, today);
      return { after: null };
    },
  });

/** Approving a new name: requests and loans keep the product name they were made with. */
export const lineRenameKind = () =>
  defineProposalKind({
    kind: LINE_RENAME_KIND,
    payload: proposalPayloadSchemas[LINE_RENAME_KIND],
    approvePermission: proposalApprovePermissions[LINE_RENAME_KIND],
    async apply(tx, { nombre }, proposal) {
      const lineId = Number(proposal.entity_id);
      if (!(await repo.lockLine(tx, lineId))) throw new HttpError(404, rateMessages.lineNotFound);
      await refuseTakenName(tx, nombre, lineId);
      await repo.renameLine(tx, lineId, nombre);
      return { after: null };
    },
  });
