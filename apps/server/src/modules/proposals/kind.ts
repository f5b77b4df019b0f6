import type { z } from 'zod';
import {
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type Permission,
  type ProposalKindName,
  type ProposalPayload,
} from '@portal/contract';
import type { Queryable } from '../../db/connection';
import type { StaffActor } from '../../console/permissions';
import type { ProposalRow } from './repository';

/** What approving did, and what must happen once it commits (an e-mail), if anything. */
interface Applied {
  after: (() => Promise<void>) | null;
}

/** What the checker wrote when approving (null: nothing), for a kind that asks for it. */
export interface Approval {
  nota: string | null;
}

/** A kind's own part of four eyes, in the contract's terms (packages/contract/src/console/proposals.ts). */
interface ProposalKindSpec<K extends ProposalKindName> {
  kind: K;
  /** The contract's schema of the kind: the stored payload is parsed with it once, before `apply`. */
  payload: z.ZodType<ProposalPayload<K>> & (typeof proposalPayloadSchemas)[K];
  /** The contract's permission of the kind (proposalApprovePermissions): another one does not type-check. */
  approvePermission: (typeof proposalApprovePermissions)[K];
  /** What approving does, inside the decider's transaction, with the payload parsed. */
  apply(
    tx: Queryable,
    payload: ProposalPayload<K>,
    proposal: ProposalRow,
    actor: StaffActor,
    approval: Approval,
  ): Promise<Applied>;
  /** What rejecting undoes, inside the decider's transaction (a batch frees its loans), if anything. */
  reject?(tx: Queryable, payload: ProposalPayload<K>, proposal: ProposalRow): Promise<void>;
}

/** A kind as the proposals service holds it, whatever its payload. */
export interface ProposalKindDefinition<K extends ProposalKindName = ProposalKindName> {
  readonly kind: K;
  readonly approvePermission: Permission;
  /** Parses the stored payload and applies it; `invalid` (nothing applied) when it does not match. */
  applyStored(
    tx: Queryable,
    proposal: ProposalRow,
    actor: StaffActor,
    approval: Approval,
  ): Promise<Applied | { invalid: z.ZodError }>;
  /** Parses the stored payload and runs the kind's `reject`; a payload that does not parse has nothing to undo. */
  rejectStored(tx: Queryable, proposal: ProposalRow): Promise<void>;
}

/** A kind of proposal, defined beside the module whose change it applies. */
export function defineProposalKind<K extends ProposalKindName>(
  spec: ProposalKindSpec<K>,
): ProposalKindDefinition<K> {
  // The types already say so; this catches a schema or permission taken from another kind by a cast.
  if (
    spec.payload !== proposalPayloadSchemas[spec.kind] ||
    spec.approvePermission !== proposalApprovePermissions[spec.kind]
  )
    throw new Error(`proposal kind ${spec.kind}: payload and approvePermission must be the contract's`);
  return {
    kind: spec.kind,
    approvePermission: spec.approvePermission,
    async applyStored(tx, proposal, actor, approval) {
      const parsed = spec.payload.safeParse(proposal.payload);
      if (!parsed.success) return { invalid: parsed.error };
      return spec.apply(tx, parsed.data, proposal, actor, approval);
    },
    async rejectStored(tx, proposal) {
      const parsed = spec.payload.safeParse(proposal.payload);
      if (parsed.success && spec.reject) await spec.reject(tx, parsed.data, proposal);
    },
  };
}
