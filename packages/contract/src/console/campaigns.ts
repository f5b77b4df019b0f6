import { z } from 'zod';
import { idParam } from './params';
import { consoleApiPrefix } from './session';

/** Notification campaigns (content.manage): a message to one member, to organismos or to everyone. */
export const campaignPaths = {
  /** GET: the campaigns, newest first, a page at a time; POST: a new one, sent now or at a time. */
  list: `${consoleApiPrefix}/campaigns`,
  /** GET: one campaign with its text and counts. */
  detail: `${consoleApiPrefix}/campaigns/:id`,
  /** POST: cancels a scheduled campaign before it goes. */
  cancel: `${consoleApiPrefix}/campaigns/:id/cancel`,
} as const;

export const campaignMessages = {
  sent: (count: number) =>
    count === 1 ? 'Campaña enviada a 1 socio' : `Campaña enviada a ${count.toLocaleString('es-AR')} socios`,
  scheduled: 'Campaña programada: el servidor la envía a la hora elegida',
  cancelled: 'Campaña cancelada: no se enviará',
  notFound: 'No existe la campaña',
  notScheduled: 'Solo se cancela una campaña programada que todavía no se envió',
  memberNotFound: 'No hay ningún socio con ese DNI o correo',
  organismoNotFound: 'Uno de los organismos elegidos no existe',
} as const;

export const campaignStates = ['scheduled', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof campaignStates)[number];
export const campaignStateLabels: Record<CampaignState, string> = {
  scheduled: 'Programada',
  sent: 'Enviada',
  cancelled: 'Cancelada',
};

/** Members are in Argentina (UTC-3 all year since 2009): a time written without an offset is theirs. */
export const campaignTimeZoneOffset = '-03:00';
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/;
/** Whether the written date and time exist (Date would roll 30/02 over to March). */
const isCalendarTime = (s: string) => {
  const [y, mo, d, h, mi] = s.slice(0, 16).split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60;
};
/** How far ahead a campaign may be scheduled. */
export const campaignMaxDaysAhead = 365;

/**
 * When a scheduled campaign goes: what an `<input type="datetime-local">` gives (Buenos Aires time) or an
 * ISO 8601 instant; answered as an ISO instant. It must be later than now and within a year.
 */
export const campaignSendAtSchema = z
  .string({ error: 'Elija la fecha y hora de envío' })
  .trim()
  .min(1, { error: 'Elija la fecha y hora de envío' })
  .regex(dateTime, { error: 'Elija la fecha y hora de envío' })
  .transform((s, ctx) => {
    const at = new Date(hasOffset.test(s) ? s : `${s}${campaignTimeZoneOffset}`);
    if (Number.isNaN(at.getTime()) || !isCalendarTime(s)) {
      ctx.addIssue({ code: 'custom', message: 'La fecha y hora de envío no existen' });
      return z.NEVER;
    }
    if (at.getTime() <= Date.now()) {
      ctx.addIssue({
        code: 'custom',
        message: 'La fecha y hora de envío ya pasaron: elija una futura o envíela ahora',
      });
      return z.NEVER;
    }
    if (at.getTime() > Date.now() + campaignMaxDaysAhead * 24 * 3600_000) {
      ctx.addIssue({ code: 'custom', message: 'Se puede programar hasta un año adelante' });
      return z.NEVER;
    }
    return at.toISOString();
  });

const dni = /^\d{7,8}$/;
/**
 * One member, by DNI (dots and spaces allowed: '20.123.456') or by e-mail; answered as
 * `{ dni }` or `{ email }` (lower-cased).
 */
export const campaignMemberSchema = z
  .string({ error: 'Escriba el DNI o el correo del socio' })
  .trim()
  .min(1, { error: 'Escriba el DNI o el correo del socio' })
  .max(254, { error: 'Escriba el DNI o el correo del socio' })
  .transform((s, ctx) => {
    const digits = s.replace(/[.\s]/g, '');
    if (dni.test(digits)) return { dni: digits };
    const email = z.email().safeParse(s.toLowerCase());
    if (email.success) return { email: email.data };
    ctx.addIssue({
      code: 'custom',
      message: 'Escriba el DNI (7 u 8 dígitos) o el correo del socio',
    });
    return z.NEVER;
  });

export const campaignAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('member'), member: campaignMemberSchema }),
    z.object({
      kind: z.literal('organismos'),
      organismoIds: z
        .array(z.number().int().positive().max(2_147_483_647))
        .min(1, { error: 'Elija al menos un organismo' })
        .max(100, { error: 'Elija hasta 100 organismos' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'Un organismo está repetido' }),
    }),
    z.object({ kind: z.literal('all') }),
  ],
  { error: 'Elija a quién se envía' },
);

export const campaignTitleMax = 120;
export const campaignTextMax = 2000;

/**
 * A new campaign. `sendAt` null: now. The texts are kept as written (trimmed) and every screen shows them
 * as text: markup typed here is never interpreted.
 */
export const createCampaignSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el título (al menos 3 caracteres)' })
    .max(campaignTitleMax, { error: `El título no puede superar los ${campaignTitleMax} caracteres` }),
  text: z
    .string()
    .trim()
    .min(3, { error: 'Escriba el texto del aviso (al menos 3 caracteres)' })
    .max(campaignTextMax, { error: `El texto no puede superar los ${campaignTextMax} caracteres` }),
  requiresAck: z.boolean(),
  audience: campaignAudienceSchema,
  sendAt: campaignSendAtSchema.nullable(),
});
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
export type CreateCampaign = z.output<typeof createCampaignSchema>;

export const campaignIdParamsSchema = z.strictObject({
  id: idParam,
});

export const campaignListQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const campaignAudienceViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    /** null when the member no longer exists. */
    member: z.object({ id: z.number(), nombre: z.string(), dni: z.string() }).nullable(),
  }),
  z.object({
    kind: z.literal('organismos'),
    organismos: z.array(z.object({ id: z.number(), nombre: z.string(), nombreCorto: z.string() })),
  }),
  z.object({ kind: z.literal('all') }),
]);
export type CampaignAudienceView = z.infer<typeof campaignAudienceViewSchema>;

/**
 * What the member app's calls recorded on the campaign's notifications: delivered (written to the
 * member's list), viewed (opened, GrabaVistoAviso, or acknowledged) and acknowledged
 * ('Tomar conocimiento', GrabaConocimientoAviso).
 */
export const campaignCountsSchema = z.object({
  delivered: z.number(),
  viewed: z.number(),
  acknowledged: z.number(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  state: z.enum(campaignStates),
  requiresAck: z.boolean(),
  audience: campaignAudienceViewSchema,
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  createdBy: z.string(),
  counts: campaignCountsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListResponseSchema = z.object({
  items: z.array(campaignSummarySchema),
  next: z.string().nullable(),
});

export const campaignDetailSchema = campaignSummarySchema.extend({
  text: z.string(),
  createdAt: z.string(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const createCampaignResponseSchema = z.object({
  Status: z.number(),
  Mensaje: z.string(),
  id: z.number(),
});
