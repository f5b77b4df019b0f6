import {
  campaignMessages,
  type CampaignDetail,
  type CampaignSummary,
  type CreateCampaign,
} from '@portal/contract';
import type { Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import type { StaffActor } from '../../console/permissions';
import * as repo from './repository';

const toAudience = (r: repo.CampaignRow): CampaignSummary['audience'] => {
  if (r.audiencia === 'member') return { kind: 'member', member: r.member };
  if (r.audiencia === 'organismos') return { kind: 'organismos', organismos: r.organismos ?? [] };
  return { kind: 'all' };
};

const toSummary = (r: repo.CampaignRow): CampaignSummary => ({
  id: r.id,
  title: r.titulo,
  state: r.estado,
  requiresAck: r.requiere_conocimiento,
  audience: toAudience(r),
  sendAt: r.send_at.toISOString(),
  sentAt: r.sent_at?.toISOString() ?? null,
  createdBy: r.created_by,
  counts: { delivered: Number(r.delivered), viewed: Number(r.viewed), acknowledged: Number(r.acknowledged) },
});

const toDetail = (r: repo.CampaignDetailRow): CampaignDetail => ({
  ...toSummary(r),
  text: r.texto,
  createdAt: r.created_at.toISOString(),
  cancelledBy: r.cancelled_by,
  cancelledAt: r.cancelled_at?.toISOString() ?? null,
});

export type CampaignsService = ReturnType<typeof createCampaignsService>;

export function createCampaignsService({ db }: { db: Db }) {
  return {
    async list(cursor: string | undefined, limit: number) {
      const rows = await repo.listCampaigns(db, cursor ? Number(cursor) : null, limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toSummary),
        next: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    async detail(id: number) {
      const row = await repo.findCampaign(db, id);
      if (!row) throw notFound(campaignMessages.notFound);
      return toDetail(row);
    },

    /**
     * A new campaign, audited. Sent now: its notifications are written in this same transaction, so
     * the answer says how many members have it. At a time: the scheduler sends it (scheduler.ts).
     */
    async create(input: CreateCampaign, actor: StaffActor) {
      return db.transaction(async (tx) => {
        const { audience } = input;
        let memberId: number | null = null;
        if (audience.kind === 'member') {
          memberId = (await repo.findMemberId(tx, audience.member)) ?? null;
          if (memberId === null) throw badRequest(campaignMessages.memberNotFound);
        }
        const organismoIds = audience.kind === 'organismos' ? audience.organismoIds : [];
        if ((await repo.countOrganismos(tx, organismoIds)) !== organismoIds.length)
          throw badRequest(campaignMessages.organismoNotFound);
        const id = await repo.insertCampaign(
          tx,
          {
            titulo: input.title,
            texto: input.text,
            requiereConocimiento: input.requiresAck,
            audiencia: audience.kind,
            memberId,
            sendAt: input.sendAt,
            staffId: actor.staffId,
          },
          organismoIds,
        );
        const delivered = input.sendAt === null ? await repo.deliverCampaign(tx, id, audience.kind) : null;
        await writeAudit(tx, {
          ...actor,
          action: delivered === null ? 'campaign.schedule' : 'campaign.send',
          entity: 'campaign',
          entityId: id,
          after: {
            title: input.title,
            requiresAck: input.requiresAck,
            audience: audience.kind,
            ...(memberId === null ? {} : { memberId }),
            ...(organismoIds.length > 0 ? { organismoIds } : {}),
            ...(delivered === null ? { sendAt: input.sendAt } : { delivered }),
          },
        });
        return {
          Status: 200,
          Mensaje: delivered === null ? campaignMessages.scheduled : campaignMessages.sent(delivered),
          id,
        };
      });
    },

    /** Only while scheduled: once the scheduler has claimed it, it is sent. */
    async cancel(id: number, actor: StaffActor) {
      return db.transaction(async (tx) => {
        if (!(await repo.cancelScheduled(tx, id, actor.staffId))) {
          if (!(await repo.campaignExists(tx, id))) throw notFound(campaignMessages.notFound);
          throw conflict(campaignMessages.notScheduled);
        }
        await writeAudit(tx, {
          ...actor,
          action: 'campaign.cancel',
          entity: 'campaign',
          entityId: id,
          before: { state: 'scheduled' },
          after: { state: 'cancelled' },
        });
        return { Status: 200, Mensaje: campaignMessages.cancelled };
      });
    },
  };
}
