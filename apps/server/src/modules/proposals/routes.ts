import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveProposalSchema,
  proposalDecisionResponseSchema,
  proposalIdParamsSchema,
  proposalPaths,
  proposalsQuerySchema,
  proposalsResponseSchema,
  rejectProposalSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: pendientes de aprobación'];

export async function proposalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proposals = fastify.proposals;
  const decides = { onRequest: [requirePermission('proposals.decide')] };

  app.get(
    proposalPaths.list,
    {
      onRequest: [requirePermission('proposals.read')],
      schema: {
        summary: 'Pendientes de aprobación, la más antigua primero',
        tags,
        querystring: proposalsQuerySchema,
        response: { 200: proposalsResponseSchema },
      },
    },
    async (req) => proposals.pending(req.staff, req.query.cursor),
  );

  app.post(
    proposalPaths.approve,
    {
      ...decides,
      schema: {
        summary: 'Aprobar una propuesta (otra persona que quien la hizo), con una nota si hace falta',
        tags,
        params: proposalIdParamsSchema,
        // Optional: an approval without a note may send no body at all.
        body: approveProposalSchema.optional(),
        response: { 200: proposalDecisionResponseSchema },
      },
    },
    async (req) =>
      proposals.decide(req.params.id, req.staff, staffActor(req), 'approved', req.body?.nota || null),
  );

  app.post(
    proposalPaths.reject,
    {
      ...decides,
      schema: {
        summary: 'Rechazar una propuesta',
        tags,
        params: proposalIdParamsSchema,
        body: rejectProposalSchema,
        response: { 200: proposalDecisionResponseSchema },
      },
    },
    async (req) => proposals.decide(req.params.id, req.staff, staffActor(req), 'rejected', req.body.reason),
  );
}
