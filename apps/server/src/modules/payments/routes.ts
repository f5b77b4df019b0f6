import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleLoanPaths,
  loanIdParamsSchema,
  loanPaymentsResponseSchema,
  paymentIdParamsSchema,
  paymentMessages,
  paymentReversalSchema,
  paymentPayoffSchema,
  paymentSchema,
  payoffQuerySchema,
  proposeResponseSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';
import { ok } from '../../lib/route-spec';

const tags = ['Consola: préstamos'];

export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proposes = { onRequest: [requirePermission('payments.propose')] };

  app.post(
    consoleLoanPaths.payments,
    {
      ...proposes,
      schema: {
        summary: 'Proponer un pago fuera de haberes (lo aprueba otra persona de tesorería)',
        tags,
        params: loanIdParamsSchema,
        body: paymentSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(paymentMessages.proposed),
      proposalId: await fastify.payments.propose(req.params.id, req.body, staffActor(req)),
    }),
  );

  app.get(
    consoleLoanPaths.paymentPayoff,
    {
      ...proposes,
      schema: {
        summary:
          'Lo que cancela el préstamo con un pago de esa fecha (de la acreditación a la fecha de negocio)',
        tags,
        params: loanIdParamsSchema,
        querystring: payoffQuerySchema,
        response: { 200: paymentPayoffSchema },
      },
    },
    async (req) => fastify.payments.payoff(req.params.id, req.query.fecha),
  );

  app.get(
    consoleLoanPaths.payments,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'Los pagos fuera de haberes de un préstamo, el último primero',
        tags,
        params: loanIdParamsSchema,
        response: { 200: loanPaymentsResponseSchema },
      },
    },
    async (req) => fastify.paymentReversals.ofLoan(req.params.id),
  );

  app.post(
    consoleLoanPaths.paymentReversal,
    {
      ...proposes,
      schema: {
        summary: 'Proponer la reversión de un pago fuera de haberes (la aprueba otra persona de tesorería)',
        tags,
        params: paymentIdParamsSchema,
        body: paymentReversalSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(paymentMessages.reversalProposed),
      proposalId: await fastify.paymentReversals.propose(
        req.params.id,
        req.params.paymentId,
        req.body.reason,
        staffActor(req),
      ),
    }),
  );
}
