import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPaths, auditQuerySchema, auditResponseSchema } from '@portal/contract';
import { exportReply } from '../../lib/export/index';
import { requirePermission, staffActor } from '../../console/permissions';
import { auditColumns } from './service';
import { auditVerifyRoute } from './verify-route';

const tags = ['Consola: auditoría'];

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = fastify.audit;
  const reads = { onRequest: [requirePermission('audit.read')] };
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

  for (const format of ['csv', 'xlsx'] as const)
    app.get(
      auditPaths[format],
      {
        ...reads,
        schema: {
          summary: `Registro de auditoría en ${format.toUpperCase()} (las mismas columnas en CSV y XLSX)`,
          tags,
          querystring: auditQuerySchema,
        },
      },
      async (req, reply) =>
        exportReply(reply, format, {
          name: 'auditoria',
          sheet: 'Auditoría',
          columns: auditColumns,
          pages: await audit.export(req.query, staffActor(req), format),
        }),
    );
}
