import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageSchema,
  organismoIdParamsSchema,
  organismoPaths,
  organismoPayrollSchema,
  organismoGeneralSchema,
  consoleOrganismosResponseSchema,
  organismoCreateSchema,
  organismoCreatedSchema,
  organismoOrdersCheckSchema,
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
    organismoPaths.list,
    {
      onRequest: [requirePermission('parameters.manage')],
      schema: {
        summary: 'Crear un organismo (nombre, código de descuento, día de corte, condiciones)',
        tags,
        body: organismoCreateSchema,
        response: { 200: organismoCreatedSchema },
      },
    },
    async (req) => {
      const { reason, ...organismo } = req.body;
      return fastify.organismos.create(organismo, reason, staffActor(req));
    },
  );

  app.get(
    organismoPaths.ordersCheck,
    {
      // Read by whoever generates the orders.
      onRequest: [requirePermission('payroll.manage')],
      schema: {
        summary: 'Antes de generar órdenes: préstamos en Descontando sin CUIL o legajo informado',
        tags,
        params: organismoIdParamsSchema,
        response: { 200: organismoOrdersCheckSchema },
      },
    },
    async (req) => fastify.organismos.ordersCheck(req.params.id),
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
