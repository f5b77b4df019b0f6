import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessDatePaths, businessDateSchema, moveBusinessDateSchema } from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: ajustes'];

export async function businessDateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Any signed-in staff member: every screen that shows "today" reads it.
  app.get(
    businessDatePaths.businessDate,
    {
      schema: {
        summary: 'La fecha de negocio y si se puede mover',
        tags,
        response: { 200: businessDateSchema },
      },
    },
    async () => fastify.businessDate.read(),
  );

  app.post(
    businessDatePaths.businessDate,
    {
      onRequest: [requirePermission('settings.manage')],
      schema: {
        summary: 'Adelantar la fecha de negocio (solo con datos de demostración); corre los procesos diarios',
        tags,
        body: moveBusinessDateSchema,
        response: { 200: businessDateSchema },
      },
    },
    async (req) => fastify.businessDate.moveTo(req.body.fecha, staffActor(req)),
  );
}
