import { proposalMessages, type Permission } from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict, forbidden } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { StaffSession } from '../../console/session';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';

/** What a kind of proposal needs: who may approve it, and what approving it does (inside the transaction). */
export interface ProposalKind {
  approvePermission: Permission;
  apply(
    tx: Queryable,
    proposal: repo.ProposalRow,
    actor: StaffActor,
  ): Promise<{ after: (() => Promise<void>) | null }>;
}

const PAGE = 50;

const toItem = (r: repo.ProposalRow) => ({
  id: r.id,
  kind: r.kind,
  entity: r.entity,
  entityId: r.entity_id,
  payload: r.payload,
  proposedBy: r.proposed_by_email,
  proposedAt: r.proposed_at.toISOString(),
});

export type ProposalsService = ReturnType<typeof createProposalsService>;

export function createProposalsService({ db }: { db: Db }) {
  // Filled by each module as it registers (its kinds live beside its routes).
  const kinds: Record<string, ProposalKind> = {};
  const decidableBy = (staff: Pick<StaffSession, 'permissions'>) =>
    Object.entries(kinds)
      .filter(([, k]) => staff.permissions.has(k.approvePermission))
      .map(([kind]) => kind);

  return {
    /** A module makes a kind of proposal decidable; a name registered twice is a wiring mistake. */
    register(name: string, kind: ProposalKind) {
      if (kinds[name]) throw new Error(`proposal kind ${name} registered twice`);
      kinds[name] = kind;
    },

    /**
     * Records a proposal in the caller's transaction, audited (with the maker's reason, if any); 409
     * when one is already pending for the thing.
     */
    async propose(
      tx: Queryable,
      p: {
        kind: string;
        entity: string;
        entityId: string | number;
        payload: object;
        reason?: string;
        /** What to answer when one is already pending (the loan's words otherwise). */
        pendingMessage?: string;
      },
      actor: StaffActor,
    ) {
      const id = await repo.insertProposal(tx, {
        kind: p.kind,
        entity: p.entity,
        payload: p.payload,
        entityId: String(p.entityId),
        staffId: actor.staffId,
      });
      if (id === null) throw conflict(p.pendingMessage ?? proposalMessages.pendingExists);
      await writeAudit(tx, {
        ...actor,
        action: `${p.kind}.propose`,
        entity: p.entity,
        entityId: p.entityId,
        after: { propuesta: id, ...p.payload },
        reason: p.reason ?? null,
      });
      return id;
    },

    /** What is waiting on one thing, whoever may decide it: shown on the thing itself. */
    pendingOn: async (q: Queryable, entity: string, entityId: string | number) =>
      (await repo.listPendingOn(q, entity, String(entityId))).map(toItem),

    /** Pending proposals of one kind, oldest first: those that create a thing not yet there to show them on. */
    pendingOfKind: async (q: Queryable, kind: string) =>
      (await repo.listPending(q, [kind], 0, PAGE)).map(toItem),

    /** The inbox: pending proposals this staff member may decide, oldest first. */
    async pending(staff: Pick<StaffSession, 'permissions'>, cursor: string | undefined) {
      const rows = await repo.listPending(db, decidableBy(staff), Number(cursor ?? 0), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        items: page.map(toItem),
        next: rows.length > PAGE ? String(page[page.length - 1]!.id) : null,
      };
    },

    /**
     * A second staff member decides. Refused to the maker (also by a database CHECK), to a checker
     * without the kind's permission, and once decided. Approval applies the change in the same
     * transaction; what must happen after the commit (an e-mail) runs then.
     */
    async decide(
      id: number,
      staff: Pick<StaffSession, 'id' | 'permissions'>,
      actor: StaffActor,
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) {
      const after = await db.transaction(async (tx) => {
        const proposal = await repo.lockProposal(tx, id);
        if (!proposal) throw new HttpError(404, proposalMessages.notFound);
        const kind = kinds[proposal.kind];
        if (!kind || !staff.permissions.has(kind.approvePermission))
          throw forbidden('Su rol no permite esta operación');
        if (proposal.decision !== null) throw conflict(proposalMessages.alreadyDecided);
        if (proposal.proposed_by === staff.id) throw forbidden(proposalMessages.sameStaff);
        await repo.recordDecision(tx, id, staff.id, decision, reason);
        await writeAudit(tx, {
          ...actor,
          action: `${proposal.kind}.${decision === 'approved' ? 'approve' : 'reject'}`,
          entity: proposal.entity,
          entityId: proposal.entity_id,
          after: { propuesta: id, ...proposal.payload },
          reason,
        });
        return decision === 'approved' ? (await kind.apply(tx, proposal, actor)).after : null;
      });
      if (after) await after();
      return { id, decision };
    },
  };
}
