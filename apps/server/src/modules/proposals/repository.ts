import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';
import { isUniqueViolation } from '../../db/pg-errors';

export interface ProposalRow {
  id: number;
  kind: string;
  entity: string;
  entity_id: string;
  payload: Record<string, unknown>;
  proposed_by: number;
  proposed_by_email: string;
  proposed_at: Date;
  decision: string | null;
}

const select = `SELECT p.id, p.kind, p.entity, p.entity_id, p.payload, p.proposed_by, s.email AS proposed_by_email,
                       p.proposed_at, p.decision
                  FROM proposals p JOIN staff s ON s.id = p.proposed_by`;

/** The new proposal's id, or null when one of the same kind is already pending for the same thing. */
export async function insertProposal(
  q: Queryable,
  p: { kind: string; entity: string; entityId: string; payload: object; staffId: number },
) {
  try {
    return (
      await one<{ id: number }>(
        q,
        `INSERT INTO proposals (kind, entity, entity_id, payload, proposed_by) VALUES ($1, $2, $3, $4, $5)
         RETURNING id`,
        [p.kind, p.entity, p.entityId, JSON.stringify(p.payload), p.staffId],
      )
    ).id;
  } catch (error) {
    if (isUniqueViolation(error, 'proposals_one_pending_key')) return null;
    throw error;
  }
}

export const listPending = (q: Queryable, kinds: readonly string[], afterId: number, limit: number) =>
  q.query<ProposalRow>(
    `${select} WHERE p.decision IS NULL AND p.kind = ANY($1::text[]) AND p.id > $2 ORDER BY p.id LIMIT $3`,
    [kinds, afterId, limit],
  );

/** Pending proposals of any kind on one thing (a loan, a staff account), oldest first. */
export const listPendingOn = (q: Queryable, entity: string, entityId: string) =>
  q.query<ProposalRow>(
    `${select} WHERE p.decision IS NULL AND p.entity = $1 AND p.entity_id = $2 ORDER BY p.id`,
    [entity, entityId],
  );

export const lockProposal = (q: Queryable, id: number) =>
  maybeOne<ProposalRow>(q, `${select} WHERE p.id = $1 FOR UPDATE OF p`, [id]);

export const recordDecision = (
  q: Queryable,
  id: number,
  staffId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
) =>
  q.query(
    `UPDATE proposals SET decided_by = $2, decided_at = now(), decision = $3, reason = $4 WHERE id = $1`,
    [id, staffId, decision, reason],
  );
