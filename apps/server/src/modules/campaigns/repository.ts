import type { Queryable } from '../../db/connection';
import { maybeOne, one } from '../../db/connection';

/** Every function takes the database or an open transaction (style.md). */

export type AudienceKind = 'member' | 'organismos' | 'all';

export interface CampaignRow {
  id: number;
  titulo: string;
  requiere_conocimiento: boolean;
  audiencia: AudienceKind;
  estado: 'scheduled' | 'sent' | 'cancelled';
  send_at: Date;
  sent_at: Date | null;
  created_by: string;
  member: { id: number; nombre: string; dni: string } | null;
  organismos: { id: number; nombre: string; nombreCorto: string }[] | null;
  delivered: string;
  viewed: string;
  acknowledged: string;
}

export interface CampaignDetailRow extends CampaignRow {
  texto: string;
  created_at: Date;
  cancelled_by: string | null;
  cancelled_at: Date | null;
}

/*
 * The counts come from the campaign's notifications through notifications_campaign_member_key, which
 * holds both marking times (migration 019). Acknowledging is reading it with intent, so it counts as
 * viewed too: 'Tomar conocimiento' on the card does not also send GrabaVistoAviso.
 */
const summaryColumns = `c.id, c.titulo, c.requiere_conocimiento, c.audiencia, c.estado, c.send_at, c.sent_at,
  s.email AS created_by,
  CASE WHEN m.id IS NULL THEN NULL
       ELSE json_build_object('id', m.id, 'nombre', m.nombres || ' ' || m.apellido, 'dni', m.dni) END AS member,
  (SELECT json_agg(json_build_object('id', o.id, 'nombre', o.nombre, 'nombreCorto', o.nombre_corto)
                   ORDER BY o.nombre, o.id)
     FROM campaign_organismos co JOIN organismos o ON o.id = co.organismo_id
    WHERE co.campaign_id = c.id) AS organismos,
  k.delivered, k.viewed, k.acknowledged`;

const summaryFrom = `campaigns c
  JOIN staff s ON s.id = c.created_by
  LEFT JOIN members m ON m.id = c.member_id
  CROSS JOIN LATERAL (
    SELECT count(*) AS delivered,
           count(*) FILTER (WHERE n.visto_at IS NOT NULL OR n.conocimiento_at IS NOT NULL) AS viewed,
           count(n.conocimiento_at) AS acknowledged
      FROM notifications n WHERE n.campaign_id = c.id) k`;

/** Newest first, below `beforeId` (the primary key's order). */
export const listCampaigns = (q: Queryable, beforeId: number | null, limit: number) =>
  q.query<CampaignRow>(
    `SELECT ${summaryColumns} FROM ${summaryFrom}
      WHERE ($1::integer IS NULL OR c.id < $1)
      ORDER BY c.id DESC LIMIT $2`,
    [beforeId, limit],
  );

export const findCampaign = (q: Queryable, id: number) =>
  maybeOne<CampaignDetailRow>(
    q,
    `SELECT ${summaryColumns}, c.texto, c.created_at, cs.email AS cancelled_by, c.cancelled_at
       FROM ${summaryFrom} LEFT JOIN staff cs ON cs.id = c.cancelled_by
      WHERE c.id = $1`,
    [id],
  );

/** The member a campaign to one member goes to, by DNI or by e-mail (both unique, both indexed). */
export const findMemberId = async (q: Queryable, who: { dni: string } | { email: string }) =>
  (
    await maybeOne<{ id: number }>(
      q,
      'dni' in who
        ? `SELECT id FROM members WHERE dni = $1`
        : `SELECT id FROM members WHERE lower(mail) = $1`,
      ['dni' in who ? who.dni : who.email],
    )
  )?.id;

export const countOrganismos = async (q: Queryable, ids: number[]) =>
  Number(
    (await one<{ n: string }>(q, `SELECT count(*) AS n FROM organismos WHERE id = ANY($1::integer[])`, [ids]))
      .n,
  );

export interface NewCampaign {
  titulo: string;
  texto: string;
  requiereConocimiento: boolean;
  audiencia: AudienceKind;
  memberId: number | null;
  /** null: it goes now, inside the caller's transaction. */
  sendAt: string | null;
  staffId: number;
}

export async function insertCampaign(q: Queryable, c: NewCampaign, organismoIds: number[]) {
  const { id } = await one<{ id: number }>(
    q,
    `INSERT INTO campaigns (titulo, texto, requiere_conocimiento, audiencia, member_id, estado, send_at, sent_at, created_by)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::timestamptz IS NULL THEN 'sent' ELSE 'scheduled' END,
             COALESCE($6::timestamptz, now()), CASE WHEN $6::timestamptz IS NULL THEN now() END, $7)
     RETURNING id`,
    [c.titulo, c.texto, c.requiereConocimiento, c.audiencia, c.memberId, c.sendAt, c.staffId],
  );
  if (organismoIds.length > 0)
    await q.query(
      `INSERT INTO campaign_organismos (campaign_id, organismo_id) SELECT $1, unnest($2::integer[])`,
      [id, organismoIds],
    );
  return id;
}

/** Who a campaign reaches, as the FROM/WHERE of the one INSERT ... SELECT that delivers it. */
const recipients: Record<AudienceKind, string> = {
  all: `FROM campaigns c CROSS JOIN members m WHERE c.id = $1`,
  organismos: `FROM campaigns c
    JOIN campaign_organismos co ON co.campaign_id = c.id
    JOIN members m ON m.organismo_id = co.organismo_id
   WHERE c.id = $1`,
  member: `FROM campaigns c JOIN members m ON m.id = c.member_id WHERE c.id = $1`,
};

/**
 * Writes the campaign's notification for every member of its audience in ONE statement, dated when it
 * was sent, and answers how many. Called once per campaign: by the request that sends it now, or by the
 * scheduler in the transaction that claimed it; the unique index refuses a second copy regardless.
 */
export async function deliverCampaign(q: Queryable, id: number, audiencia: AudienceKind) {
  const { n } = await one<{ n: string }>(
    q,
    `WITH sent AS (
       INSERT INTO notifications (member_id, titulo, descripcion, fecha, campaign_id)
       SELECT m.id, c.titulo, c.texto, c.sent_at, c.id ${recipients[audiencia]}
       RETURNING 1)
     SELECT count(*) AS n FROM sent`,
    [id],
  );
  return Number(n);
}

/**
 * Claims the campaign due longest ago and marks it sent, in the caller's transaction: SKIP LOCKED lets
 * another process claim the next one meanwhile, and the state test makes a claimed one unclaimable.
 * Until the transaction commits nobody else sees it sent; if it rolls back the campaign is due again.
 */
export const claimDueCampaign = (q: Queryable) =>
  maybeOne<{ id: number; audiencia: AudienceKind; titulo: string }>(
    q,
    `UPDATE campaigns SET estado = 'sent', sent_at = now()
      WHERE id = (SELECT id FROM campaigns
                   WHERE estado = 'scheduled' AND send_at <= now()
                   ORDER BY send_at, id LIMIT 1
                   FOR UPDATE SKIP LOCKED)
        AND estado = 'scheduled'
      RETURNING id, audiencia, titulo`,
  );

/** Cancels it if it is still scheduled (a sending transaction holds the row until it commits). */
export const cancelScheduled = async (q: Queryable, id: number, staffId: number) =>
  (
    await q.query(
      `UPDATE campaigns SET estado = 'cancelled', cancelled_at = now(), cancelled_by = $2
        WHERE id = $1 AND estado = 'scheduled' RETURNING id`,
      [id, staffId],
    )
  ).length > 0;

export const campaignExists = async (q: Queryable, id: number) =>
  (await maybeOne(q, `SELECT 1 FROM campaigns WHERE id = $1`, [id])) !== undefined;
