import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  proposalMessages,
  proposalSchema,
  type PendingProposal,
  type PendingProposalOf,
  type ProposalKindName,
  type ProposalPayload,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict, forbidden } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { StaffSession } from '../../console/session';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';
import type { ProposalKindDefinition } from './kind';

/** A proposal as a module makes it: the payload must be what the contract says its kind carries. */
interface NewProposal<K extends ProposalKindName> {
  kind: K;
  entity: string;
  entityId: string | number;
  payload: ProposalPayload<K>;
  reason?: string;
  /** What to answer when one is already pending (the loan's words otherwise). */
  pendingMessage?: string;
}

const PAGE = 50;

export type ProposalsService = ReturnType<typeof createProposalsService>;

export function createProposalsService({ db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'error'> }) {
  // Filled by each module as it registers (its kinds live beside its routes).
  const kinds = new Map<string, ProposalKindDefinition>();
  const decidableBy = (staff: Pick<StaffSession, 'permissions'>) =>
    [...kinds.values()].filter((k) => staff.permissions.has(k.approvePermission)).map((k) => k.kind);

  /**
   * A stored proposal as the console receives it, its payload parsed with its kind's schema. One whose
   * payload does not match (written by hand, or by a version that stored another shape) is left out
   * and logged: it cannot be approved either (see decide).
   */
  const toItems = (rows: repo.ProposalRow[]) =>
    rows.flatMap((r): PendingProposal[] => {
      const parsed = proposalSchema.safeParse({
        id: r.id,
        kind: r.kind,
        entity: r.entity,
        entityId: r.entity_id,
        payload: r.payload,
        proposedBy: r.proposed_by_email,
        proposedAt: r.proposed_at.toISOString(),
      });
      if (parsed.success) return [parsed.data];
      log.error(
        { proposal: r.id, kind: r.kind, issues: z.prettifyError(parsed.error) },
        'stored proposal unreadable',
      );
      return [];
    });

  return {
    /** A module makes a kind of proposal decidable; a name registered twice is a wiring mistake. */
    register(kind: ProposalKindDefinition) {
      if (kinds.has(kind.kind)) throw new Error(`proposal kind ${kind.kind} registered twice`);
      kinds.set(kind.kind, kind);
    },

    /**
     * Records a proposal in the caller's transaction, audited (with the maker's reason, if any); 409
     * when one is already pending for the thing.
     */
    async propose<K extends ProposalKindName>(tx: Queryable, p: NewProposal<K>, actor: StaffActor) {
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
      toItems(await repo.listPendingOn(q, entity, String(entityId))),

    /** Pending proposals of one kind, oldest first: those that create a thing not yet there to show them on. */
    pendingOfKind: async <K extends ProposalKindName>(q: Queryable, kind: K) =>
      toItems(await repo.listPending(q, [kind], 0, PAGE)).filter(
        (p): p is PendingProposalOf<K> => p.kind === kind,
      ),

    /** The inbox: pending proposals this staff member may decide, oldest first. */
    async pending(staff: Pick<StaffSession, 'permissions'>, cursor: string | undefined) {
      const rows = await repo.listPending(db, decidableBy(staff), Number(cursor ?? 0), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        items: toItems(page),
        next: rows.length > PAGE ? String(page[page.length - 1]!.id) : null,
      };
    },

    /**
     * A second staff member decides. Refused to the maker (also by a database CHECK), to a checker
     * without the kind's permission, and once decided. Approval applies the change in the same
     * transaction; what must happen after the commit (an e-mail) runs then. `reason` is the rejection's
     * reason, or the approval's note (kept in the same column and in the audit row; a kind may require it).
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
        const kind = kinds.get(proposal.kind);
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
        if (decision === 'rejected') {
          await kind.rejectStored(tx, proposal);
          return null;
        }
        const applied = await kind.applyStored(tx, proposal, actor, { nota: reason });
        if ('invalid' in applied) {
          log.error(
            { proposal: id, kind: proposal.kind, issues: z.prettifyError(applied.invalid) },
            'stored proposal does not match its kind: not applied',
          );
          throw conflict(proposalMessages.invalidPayload);
        }
        return applied.after;
      });
      if (after) await after();
      return { id, decision };
    },
  };
}
