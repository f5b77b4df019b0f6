import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleLoanMessages,
  consoleLoanPaths,
  loanIdParamsSchema,
  loanScheduleSchema,
  payoffQuerySchema,
  payoffSchema,
  proposeProvisionRatesSchema,
  proposeResponseSchema,
  provisionPaths,
  provisionRatesSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';
import { HttpError, conflict, notFound } from '../../lib/http-error';
import { loanPayoff, loanSchedule } from './loan-file';
import { proposeProvisionRates, provisionRatesView } from './provision-rates';

const tags = ['Consola: préstamos'];

export async function installmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    consoleLoanPaths.schedule,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'Las cuotas del préstamo: período, vencimiento, importe, lo aplicado y su estado',
        tags,
        params: loanIdParamsSchema,
        response: { 200: loanScheduleSchema },
      },
    },
    async (req) => {
      const [loan] = await fastify.db.query('SELECT 1 FROM loans WHERE id = $1', [req.params.id]);
      if (!loan) throw notFound(consoleLoanMessages.notFound);
      return loanSchedule(fastify.db, req.params.id);
    },
  );

  app.get(
    consoleLoanPaths.payoff,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary:
          'Lo que cancela el préstamo en una fecha: lo adeudado, el capital por vencer, su interés y su IVA',
        tags,
        params: loanIdParamsSchema,
        querystring: payoffQuerySchema,
        response: { 200: payoffSchema },
      },
    },
    async (req) => {
      const today = await fastify.businessDate.today();
      const fecha = req.query.fecha ?? today;
      if (fecha < today) throw new HttpError(400, consoleLoanMessages.payoffInPast);
      const [loan] = await fastify.db.query('SELECT 1 FROM loans WHERE id = $1', [req.params.id]);
      if (!loan) throw notFound(consoleLoanMessages.notFound);
      const figures = await loanPayoff(fastify.db, req.params.id, fecha);
      if (!figures) throw conflict(consoleLoanMessages.notRepaying);
      return figures;
    },
  );

  // Read by whoever reads loans (the loan file already shows each loan's rate; the auditor reads it too).
  app.get(
    provisionPaths.rates,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'Las tasas de previsión por situación y el cambio pendiente de aprobación, si lo hay',
        tags: ['Consola: previsiones'],
        response: { 200: provisionRatesSchema },
      },
    },
    async () => provisionRatesView(fastify.db, fastify.proposals),
  );

  app.post(
    provisionPaths.rates,
    {
      onRequest: [requirePermission('parameters.manage')],
      schema: {
        summary: 'Proponer otras tasas de previsión, con un motivo (cuatro ojos)',
        tags: ['Consola: previsiones'],
        body: proposeProvisionRatesSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => proposeProvisionRates(fastify.db, fastify.proposals, req.body, staffActor(req)),
  );
}
