import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignPaths,
  createCampaignResponseSchema,
  createCampaignSchema,
  messageSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: campañas'];

export async function campaignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const campaigns = fastify.campaigns;
  const manage = { onRequest: [requirePermission('content.manage')] };

  app.get(
    campaignPaths.list,
    {
      ...manage,
      schema: {
        summary: 'Las campañas de notificaciones, la más reciente primero, con sus conteos',
        tags,
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema },
      },
    },
    async (req) => campaigns.list(req.query.cursor, req.query.limit),
  );

  app.post(
    campaignPaths.list,
    {
      ...manage,
      schema: {
        summary: 'Enviar ahora o programar una campaña a un socio, a organismos o a todos',
        tags,
        body: createCampaignSchema,
        response: { 200: createCampaignResponseSchema },
      },
    },
    async (req) => campaigns.create(req.body, staffActor(req)),
  );

  app.get(
    campaignPaths.detail,
    {
      ...manage,
      schema: {
        summary: 'Una campaña: su texto, a quién va y cuántos la recibieron, vieron y tomaron conocimiento',
        tags,
        params: campaignIdParamsSchema,
        response: { 200: campaignDetailSchema },
      },
    },
    async (req) => campaigns.detail(req.params.id),
  );

  app.post(
    campaignPaths.cancel,
    {
      ...manage,
      schema: {
        summary: 'Cancelar una campaña programada antes de que se envíe',
        tags,
        params: campaignIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => campaigns.cancel(req.params.id, staffActor(req)),
  );
}
