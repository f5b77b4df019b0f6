/**
 * The provision rate of each situation (table provision_rates, basis points), changed by parametros under
 * four eyes (kind provisions.rates): the loan file and the month close read them.
 */
import {
  proposalApprovePermissions,
  proposalPayloadSchemas,
  provisionMessages,
  situaciones,
  type PendingProposalOf,
  type ProvisionRatesView,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import type { StaffActor } from '../../console/permissions';
import { writeAudit } from '../audit/index';
import { defineProposalKind, type ProposalsService } from '../proposals/index';

export const PROVISION_RATES_KIND = 'provisions.rates';
/** Proposals and audit rows on the table of rates as a whole. */
const ENTITY = 'provisiones';
const ENTITY_ID = 'tasas';

interface Rate {
  situacion: number;
  /** Percent, two decimals at most. */
  tasa: number;
}

const toPercent = (bp: number) => bp / 100;
const toBasisPoints = (percent: number) => Math.round(percent * 100);

async function readRates(q: Queryable, lock = false) {
  return q.query<{ situacion: number; tasa_bp: number; updated_at: Date; updated_by: string | null }>(
    `SELECT r.situacion, r.tasa_bp, r.updated_at, s.email AS updated_by
       FROM provision_rates r LEFT JOIN staff s ON s.id = r.updated_by
      ORDER BY r.situacion${lock ? ' FOR UPDATE OF r' : ''}`,
  );
}

const ratesOf = (rows: { situacion: number; tasa_bp: number }[]): Rate[] =>
  rows.map((r) => ({ situacion: r.situacion, tasa: toPercent(r.tasa_bp) }));

const same = (a: readonly Rate[], b: readonly Rate[]) =>
  a.length === b.length &&
  a.every((r, i) => r.situacion === b[i]?.situacion && toBasisPoints(r.tasa) === toBasisPoints(b[i].tasa));

/** The change waiting for a second parametros, if any (at most one: proposals_one_pending_key). */
const pendingChange = async (q: Queryable, proposals: ProposalsService) =>
  (await proposals.pendingOn(q, ENTITY, ENTITY_ID)).find(
    (p): p is PendingProposalOf<typeof PROVISION_RATES_KIND> => p.kind === PROVISION_RATES_KIND,
  ) ?? null;

/** The five rates in percent, when they last changed and by whom, and the change waiting. */
export async function provisionRatesView(
  q: Queryable,
  proposals: ProposalsService,
): Promise<ProvisionRatesView> {
  const rows = await readRates(q);
  const latest = rows.reduce<(typeof rows)[number] | undefined>(
    (last, r) => (last === undefined || r.updated_at > last.updated_at ? r : last),
    undefined,
  );
  return {
    tasas: ratesOf(rows),
    updatedAt: (latest?.updated_at ?? new Date(0)).toISOString(),
    updatedBy: latest?.updated_by ?? null,
    propuesta: await pendingChange(q, proposals),
  };
}

/**
 * New rates are only proposed: they change every loan's provision, so another parametros approves them.
 * 400 when they are the rates in force; 409 while another change waits. The request schema has already
 * checked situations 1 to 5 in order, 0 to 100 % with two decimals, never decreasing.
 */
export function proposeProvisionRates(
  db: Db,
  proposals: ProposalsService,
  { tasas, reason }: { tasas: Rate[]; reason: string },
  actor: StaffActor,
) {
  return db.transaction(async (tx) => {
    const anteriores = ratesOf(await readRates(tx, true));
    if (same(tasas, anteriores)) throw new HttpError(400, provisionMessages.unchanged);
    const proposalId = await proposals.propose(
      tx,
      {
        kind: PROVISION_RATES_KIND,
        entity: ENTITY,
        entityId: ENTITY_ID,
        payload: { tasas, anteriores, reason },
        reason,
        pendingMessage: provisionMessages.pending,
      },
      actor,
    );
    return { Status: 200, Mensaje: provisionMessages.proposed, proposalId };
  });
}

/** Approving: the rates replace the ones in force at once (the loan file reads them), audited with both. */
export const provisionRatesKind = () =>
  defineProposalKind({
    kind: PROVISION_RATES_KIND,
    payload: proposalPayloadSchemas[PROVISION_RATES_KIND],
    approvePermission: proposalApprovePermissions[PROVISION_RATES_KIND],
    async apply(tx, { tasas, reason }, proposal, actor) {
      const before = ratesOf(await readRates(tx, true));
      const bySituation = new Map(tasas.map((t) => [t.situacion, toBasisPoints(t.tasa)]));
      // The payload was checked when proposed; a stored one that lost a situation is not applied half.
      const rates = situaciones.map((situacion) => ({ situacion, bp: bySituation.get(situacion) }));
      if (rates.some((r) => r.bp === undefined || r.bp < 0 || r.bp > 10_000))
        throw new HttpError(409, provisionMessages.situations);
      await tx.query(
        `UPDATE provision_rates r SET tasa_bp = v.bp, updated_by = $3, updated_at = now()
           FROM unnest($1::smallint[], $2::integer[]) AS v(situacion, bp)
          WHERE r.situacion = v.situacion`,
        [rates.map((r) => r.situacion), rates.map((r) => r.bp), actor.staffId],
      );
      await writeAudit(tx, {
        ...actor,
        action: 'provisions.rates',
        entity: ENTITY,
        entityId: ENTITY_ID,
        before: { tasas: before },
        after: { propuesta: proposal.id, tasas },
        reason,
      });
      return { after: null };
    },
  });
