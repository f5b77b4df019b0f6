import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  capacitiesRefusedSchema,
  capacitiesVerdictSchema,
  organismoIdParamsSchema,
  payrollMessages,
  payrollPaths,
  payrollUploadQuerySchema,
  payrollPeriodSchema,
  payrollPeriodsResponseSchema,
  periodParamsSchema,
  messageSchema,
  resultsRefusedSchema,
  postingPaths,
  postingIdParamsSchema,
  postingReversalSchema,
  postingsResponseSchema,
  loanIdParamsSchema,
  proposeResponseSchema,
  resultsVerdictSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';
import { spoolUpload } from './upload';
import { snapshotColumns } from './close';
import { exportReply } from '../../lib/export/index';

const tags = ['Consola: haberes'];

export async function payrollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    payrollPaths.capacities,
    {
      onRequest: [requirePermission('payroll.manage')],
      schema: {
        summary:
          'Capacidades de un organismo (text/csv): dryRun=true verifica; sin él, propone la importación',
        tags,
        params: organismoIdParamsSchema,
        querystring: payrollUploadQuerySchema,
        response: {
          200: z.union([capacitiesVerdictSchema, proposeResponseSchema]),
          400: capacitiesRefusedSchema,
        },
      },
    },
    async (req, reply) => {
      const file = await spoolUpload(req.body);
      try {
        const answer = await fastify.payroll.capacities.upload(
          req.params.id,
          file,
          req.query.dryRun,
          staffActor(req),
        );
        if (!('verdict' in answer)) return answer;
        if (answer.verdict.dryRun) return answer.verdict;
        return reply.code(400).send({ Status: 400, Mensaje: payrollMessages.hasProblems, ...answer.verdict });
      } finally {
        await file.discard();
      }
    },
  );

  const payroll = { onRequest: [requirePermission('payroll.manage')] };

  app.get(
    payrollPaths.periods,
    {
      ...payroll,
      schema: {
        summary: 'Los períodos de un organismo y su estado',
        tags,
        params: organismoIdParamsSchema,
        response: { 200: payrollPeriodsResponseSchema },
      },
    },
    async (req) => fastify.payroll.orders.periods(req.params.id),
  );

  app.post(
    payrollPaths.orders,
    {
      ...payroll,
      schema: {
        summary: 'Generar las órdenes de descuento del período',
        tags,
        params: periodParamsSchema,
        response: { 200: payrollPeriodSchema },
      },
    },
    async (req) => fastify.payroll.orders.generate(req.params.id, req.params.period, staffActor(req)),
  );

  app.get(
    payrollPaths.orders,
    {
      ...payroll,
      schema: { summary: 'El archivo de órdenes de descuento (text/csv)', tags, params: periodParamsSchema },
    },
    async (req, reply) => {
      const bytes = await fastify.payroll.orders.file(req.params.id, req.params.period, staffActor(req));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ordenes-${req.params.id}-${req.params.period}.csv"`,
        )
        .send(bytes);
    },
  );

  app.post(
    payrollPaths.results,
    {
      ...payroll,
      schema: {
        summary: 'Resultados del período (text/csv): dryRun=true verifica; sin él, propone la imputación',
        tags,
        params: periodParamsSchema,
        querystring: payrollUploadQuerySchema,
        response: {
          200: z.union([resultsVerdictSchema, proposeResponseSchema]),
          400: resultsRefusedSchema,
        },
      },
    },
    async (req, reply) => {
      const file = await spoolUpload(req.body);
      const { id, period } = req.params;
      try {
        if (req.query.dryRun) return await fastify.payroll.results.dryRun(id, period, file);
        const answer = await fastify.payroll.results.propose(id, period, file, staffActor(req));
        if ('refused' in answer)
          return reply
            .code(400)
            .send({ Status: 400, Mensaje: payrollMessages.resultsHaveProblems, ...answer.refused });
        return answer;
      } finally {
        await file.discard();
      }
    },
  );

  app.post(
    payrollPaths.close,
    {
      ...payroll,
      schema: {
        summary: 'Cerrar el período: foto de la cartera',
        tags,
        params: periodParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => fastify.payroll.close.close(req.params.id, req.params.period, staffActor(req)),
  );

  for (const [format, path] of [
    ['csv', payrollPaths.snapshot],
    ['xlsx', payrollPaths.snapshotXlsx],
  ] as const)
    app.get(
      path,
      {
        ...payroll,
        schema: {
          summary: `La foto de cartera de un período cerrado (${format.toUpperCase()})`,
          tags,
          params: periodParamsSchema,
        },
      },
      async (req, reply) =>
        exportReply(reply, format, {
          name: `cartera-${req.params.id}-${req.params.period}`,
          sheet: `Cartera ${req.params.period}`,
          columns: snapshotColumns,
          pages: await fastify.payroll.close.snapshot(
            req.params.id,
            req.params.period,
            staffActor(req),
            format,
          ),
        }),
    );

  app.get(
    postingPaths.ofLoan,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'Las imputaciones de un préstamo',
        tags,
        params: loanIdParamsSchema,
        response: { 200: postingsResponseSchema },
      },
    },
    async (req) => fastify.payroll.reversals.ofLoan(req.params.id),
  );

  app.post(
    postingPaths.reversal,
    {
      onRequest: [requirePermission('reversals.propose')],
      schema: {
        summary: 'Proponer la reversión de una imputación (cuatro ojos)',
        tags,
        params: postingIdParamsSchema,
        body: postingReversalSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => fastify.payroll.reversals.propose(req.params.id, req.body.reason, staffActor(req)),
  );
}
