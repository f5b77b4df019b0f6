import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageSchema,
  organismoIdParamsSchema,
  organismoPaths,
  organismoPayrollSchema,
  organismoGeneralSchema,
  consoleOrganismosResponseSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: organismos'];

export async function organismoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    organismoPaths.list,
    { schema: { summary: 'Los organismos', tags, response: { 200: consoleOrganismosResponseSchema } } },
    async () => fastify.organismos.list(),
  );

  app.post(
    organismoPaths.payroll,
    {
      onRequest: [requirePermission('parameters.manage')],
      schema: {
        summary: 'Datos de haberes de un organismo (código, corte, capacidad)',
        tags,
        params: organismoIdParamsSchema,
        body: organismoPayrollSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const { reason, ...changes } = req.body;
      return fastify.organismos.setPayroll(req.params.id, changes, reason, staffActor(req));
    },
  );

  app.post(
    organismoPaths.general,
    {
      onRequest: [requirePermission('parameters.manage')],
      schema: {
        summary: 'Datos generales de un organismo (nombre, documentos de haberes, ejército, tope de CFT)',
        tags,
        params: organismoIdParamsSchema,
        body: organismoGeneralSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const { reason, ...changes } = req.body;
      return fastify.organismos.setGeneral(req.params.id, changes, reason, staffActor(req));
    },
  );
}
