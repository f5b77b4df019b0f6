import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  proposeLineSchema,
  proposeResponseSchema,
  proposeRateTableSchema,
  renameLineSchema,
  rateLineParamsSchema,
  rateLinesResponseSchema,
  ratePaths,
  ratePreviewResponseSchema,
  rateTableDraftSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: tasas'];

export async function rateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: [requirePermission('parameters.manage')] };

  app.get(
    ratePaths.list,
    {
      ...manage,
      schema: {
        summary: 'Líneas de préstamo y sus tablas de tasas',
        tags,
        response: { 200: rateLinesResponseSchema },
      },
    },
    async () => fastify.rates.list(),
  );

  app.post(
    ratePaths.preview,
    {
      ...manage,
      schema: {
        summary: 'TNA, TEA y CFT por fila de una tabla y lo que el servidor rechazaría',
        tags,
        body: rateTableDraftSchema,
        response: { 200: ratePreviewResponseSchema },
      },
    },
    async (req) => fastify.rates.preview(req.body),
  );

  app.post(
    ratePaths.propose,
    {
      ...manage,
      schema: {
        summary: 'Propone una nueva versión de la tabla de tasas de una línea (cuatro ojos)',
        tags,
        params: rateLineParamsSchema,
        body: proposeRateTableSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => {
      const { reason, ...draft } = req.body;
      return fastify.rates.propose(req.params.lineId, draft, reason, staffActor(req));
    },
  );

  app.post(
    ratePaths.createLine,
    {
      ...manage,
      schema: {
        summary: 'Propone una línea de préstamo nueva con su primera tabla (cuatro ojos)',
        tags,
        body: proposeLineSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => {
      const { reason, nombre, ...draft } = req.body;
      return fastify.rates.proposeLine(nombre, draft, reason, staffActor(req));
    },
  );

  app.post(
    ratePaths.renameLine,
    {
      ...manage,
      schema: {
        summary: 'Propone un nombre nuevo para la línea (cuatro ojos)',
        tags,
        params: rateLineParamsSchema,
        body: renameLineSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) =>
      fastify.rates.proposeRename(req.params.lineId, req.body.nombre, req.body.reason, staffActor(req)),
  );
}
