import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveLoanSchema,
  cancelLoanByEntitySchema,
  consoleLoanPaths,
  decisionResponseSchema,
  proposalMessages,
  proposeResponseSchema,
  timelinePaths,
  timelineResponseSchema,
  transferReversalSchema,
  transferSchema,
  documentParamsSchema,
  loanDetailSchema,
  loanExportQuerySchema,
  loanSearchQuerySchema,
  loanSearchResponseSchema,
  loanIdParamsSchema,
  loanPlansResponseSchema,
  queueQuerySchema,
  queueResponseSchema,
  rejectLoanSchema,
} from '@portal/contract';
import { ok } from '../../lib/route-spec';
import { exportReply } from '../../lib/export/index';
import { requirePermission, staffActor } from '../../console/permissions';
import { loanTimeline, writeAudit } from '../audit/index';
import { loanExportColumns } from './search';

const tags = ['Consola: evaluación'];

export async function evaluationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const evaluation = fastify.evaluation;
  const reads = { onRequest: [requirePermission('loans.read')] };
  const decides = { onRequest: [requirePermission('loans.decide')] };
  app.get(
    consoleLoanPaths.search,
    {
      ...reads,
      schema: {
        summary: 'Buscar préstamos por DNI, apellido, número, estado u organismo',
        tags,
        querystring: loanSearchQuerySchema,
        response: { 200: loanSearchResponseSchema },
      },
    },
    async (req) => evaluation.search(req.query),
  );

  app.get(
    consoleLoanPaths.export,
    {
      ...reads,
      schema: {
        summary: 'Los préstamos de la búsqueda, todos, en CSV o XLSX (las mismas columnas en ambos)',
        tags,
        querystring: loanExportQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await evaluation.export(req.query, staffActor(req));
      return exportReply(reply, req.query.format, {
        name: file.name,
        sheet: 'Préstamos',
        columns: loanExportColumns,
        pages: file.pages,
      });
    },
  );

  app.get(
    consoleLoanPaths.queue,
    {
      ...reads,
      schema: {
        summary: 'Solicitudes pendientes de evaluación, la más antigua primero',
        tags,
        querystring: queueQuerySchema,
        response: { 200: queueResponseSchema },
      },
    },
    async (req) => evaluation.queue(req.query.cursor, req.query.limit),
  );

  app.get(
    consoleLoanPaths.detail,
    {
      ...reads,
      schema: {
        summary: 'Todo lo que la decisión necesita',
        tags,
        params: loanIdParamsSchema,
        response: { 200: loanDetailSchema },
      },
    },
    async (req) => {
      const detail = await evaluation.detail(req.params.id);
      // Every read of a loan's file leaves a row (issue 22).
      await writeAudit(fastify.db, {
        ...staffActor(req),
        action: 'loan.read',
        entity: 'loan',
        entityId: req.params.id,
      });
      return detail;
    },
  );

  app.get(
    consoleLoanPaths.plans,
    {
      ...reads,
      schema: {
        summary:
          'El plan pedido con la tabla y la capacidad de hoy, y los planes menores que se pueden aprobar',
        tags,
        params: loanIdParamsSchema,
        response: { 200: loanPlansResponseSchema },
      },
    },
    async (req) => evaluation.plans(req.params.id),
  );

  const documents = { onRequest: [requirePermission('documents.read')] };
  // The image as stored (decoded and re-encoded on the way in), never cached, never sniffed.
  const sendImage = (reply: FastifyReply, image: { mime: string; bytes: Uint8Array }) =>
    reply
      .type(image.mime)
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .send(Buffer.from(image.bytes));

  app.get(
    consoleLoanPaths.document,
    { ...documents, schema: { summary: 'Un documento de la solicitud', tags, params: documentParamsSchema } },
    async (req, reply) =>
      sendImage(reply, await evaluation.document(req.params.id, req.params.documentId, staffActor(req))),
  );

  app.get(
    consoleLoanPaths.signature,
    { ...documents, schema: { summary: 'La firma de la solicitud', tags, params: loanIdParamsSchema } },
    async (req, reply) => sendImage(reply, await evaluation.signature(req.params.id, staffActor(req))),
  );

  app.post(
    consoleLoanPaths.transfer,
    {
      onRequest: [requirePermission('transfers.propose')],
      schema: {
        summary: 'Proponer la transferencia (la aprueba otra persona de tesorería)',
        tags,
        params: loanIdParamsSchema,
        body: transferSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(proposalMessages.proposed),
      proposalId: await evaluation.proposeTransfer(req.params.id, req.body, staffActor(req)),
    }),
  );

  app.post(
    consoleLoanPaths.transferReversal,
    {
      onRequest: [requirePermission('reversals.propose')],
      schema: {
        summary: 'Proponer la reversión de la transferencia (la aprueba otra persona de tesorería)',
        tags,
        params: loanIdParamsSchema,
        body: transferReversalSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(proposalMessages.proposed),
      proposalId: await evaluation.proposeReversal(req.params.id, req.body.reason, staffActor(req)),
    }),
  );

  app.get(
    timelinePaths.loan,
    {
      ...reads,
      schema: {
        summary: 'Historia del préstamo: pasos del socio y acciones del personal',
        tags,
        params: loanIdParamsSchema,
        response: { 200: timelineResponseSchema },
      },
    },
    async (req) => ({ items: await loanTimeline(fastify.db, req.params.id) }),
  );

  const decision = { 200: decisionResponseSchema };
  app.post(
    consoleLoanPaths.approve,
    {
      ...decides,
      schema: {
        summary: 'Aprobar',
        tags,
        params: loanIdParamsSchema,
        body: approveLoanSchema,
        response: decision,
      },
    },
    async (req) => evaluation.approve(req.params.id, staffActor(req), req.body.note, req.body.planId),
  );

  app.post(
    consoleLoanPaths.reject,
    {
      ...decides,
      schema: {
        summary: 'Rechazar',
        tags,
        params: loanIdParamsSchema,
        body: rejectLoanSchema,
        response: decision,
      },
    },
    async (req) => evaluation.reject(req.params.id, staffActor(req), req.body.reason, req.body.note),
  );

  app.post(
    consoleLoanPaths.cancel,
    {
      ...decides,
      schema: {
        summary: 'Anular por la entidad',
        tags,
        params: loanIdParamsSchema,
        body: cancelLoanByEntitySchema,
        response: decision,
      },
    },
    async (req) => evaluation.cancel(req.params.id, staffActor(req), req.body.reason),
  );
}
