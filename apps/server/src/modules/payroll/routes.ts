import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  capacitiesRefusedSchema,
  capacitiesVerdictSchema,
  organismoIdParamsSchema,
  payrollMessages,
  payrollPaths,
  payrollUploadQuerySchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../staff/index';
import { spoolUpload } from './upload';

const tags = ['Consola: haberes'];

export async function payrollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    payrollPaths.capacities,
    {
      onRequest: [fastify.staffSession, requirePermission('payroll.manage')],
      schema: {
        summary: 'Importar capacidades de un organismo (text/csv; dryRun=true solo verifica)',
        tags,
        params: organismoIdParamsSchema,
        querystring: payrollUploadQuerySchema,
        response: { 200: capacitiesVerdictSchema, 400: capacitiesRefusedSchema },
      },
    },
    async (req, reply) => {
      const file = await spoolUpload(req.body);
      try {
        const verdict = await fastify.payroll.capacities.upload(
          req.params.id,
          file,
          req.query.dryRun,
          staffActor(req),
        );
        if (verdict.dryRun || verdict.imported) return verdict;
        return reply.code(400).send({ Status: 400, Mensaje: payrollMessages.hasProblems, ...verdict });
      } finally {
        await file.discard();
      }
    },
  );
}
