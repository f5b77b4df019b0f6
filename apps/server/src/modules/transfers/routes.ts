import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchExecutedResponseSchema,
  batchExecutedSchema,
  proposeBatchResponseSchema,
  proposeBatchSchema,
  transferBatchMessages,
  transferBatchParamsSchema,
  transferBatchesQuerySchema,
  transferBatchesResponseSchema,
  transferPaths,
  transferWorklistQuerySchema,
  transferWorklistResponseSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';
import { ok } from '../../lib/route-spec';

const tags = ['Consola: transferencias'];

export async function transferRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const transfers = fastify.transfers;
  const treasury = { onRequest: [requirePermission('transfers.propose')] };

  app.get(
    transferPaths.worklist,
    {
      ...treasury,
      schema: {
        summary: 'Préstamos esperando transferencia, con la cuenta del socio, el neto y los días de espera',
        tags,
        querystring: transferWorklistQuerySchema,
        response: { 200: transferWorklistResponseSchema },
      },
    },
    async (req) => transfers.worklist(req.query.cursor),
  );

  app.get(
    transferPaths.batches,
    {
      ...treasury,
      schema: {
        summary: 'Lotes de transferencias, el más nuevo primero',
        tags,
        querystring: transferBatchesQuerySchema,
        response: { 200: transferBatchesResponseSchema },
      },
    },
    async (req) => transfers.batches(req.query.cursor),
  );

  app.post(
    transferPaths.batches,
    {
      ...treasury,
      schema: {
        summary: 'Proponer un lote de transferencias (lo aprueba otra persona de tesorería)',
        tags,
        body: proposeBatchSchema,
        response: { 200: proposeBatchResponseSchema },
      },
    },
    async (req) => ({
      ...ok(transferBatchMessages.proposed),
      ...(await transfers.propose(req.body.prestamoIds, staffActor(req))),
    }),
  );

  app.get(
    transferPaths.batchFile,
    {
      ...treasury,
      schema: {
        summary: 'El archivo del lote aprobado para subir al banco',
        tags,
        params: transferBatchParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await transfers.file(req.params.id, staffActor(req));
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.bytes);
    },
  );

  app.post(
    transferPaths.batchExecuted,
    {
      ...treasury,
      schema: {
        summary: 'Marcar el lote ejecutado por el banco: los préstamos pasan a Descontando',
        tags,
        params: transferBatchParamsSchema,
        body: batchExecutedSchema,
        response: { 200: batchExecutedResponseSchema },
      },
    },
    async (req) => ({
      ...ok(transferBatchMessages.executed),
      ...(await transfers.executed(req.params.id, req.body.referencia, staffActor(req))),
    }),
  );
}
