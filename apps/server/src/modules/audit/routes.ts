import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPaths, auditQuerySchema, auditResponseSchema } from '@portal/contract';
import { requirePermission } from '../staff/index';
import { auditVerifyRoute } from './verify-route';

const tags = ['Consola: auditoría'];

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = fastify.audit;
  const reads = { onRequest: [fastify.staffSession, requirePermission('audit.read')] };
  auditVerifyRoute(fastify, reads);

  app.get(
    auditPaths.list,
    {
      ...reads,
      schema: {
        summary: 'Registro de auditoría, lo más reciente primero',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
    },
    async (req) => audit.list(req.query),
  );

  app.get(
    auditPaths.csv,
    { ...reads, schema: { summary: 'Registro de auditoría en CSV', tags, querystring: auditQuerySchema } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="auditoria.csv"')
        .send(Readable.from(audit.csv(req.query))),
  );
}
