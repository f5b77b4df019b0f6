import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleLoanPaths, loanCalls, loanMessages, loanIdParamsSchema } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';
import { requirePermission, staffActor } from '../../console/permissions';
import { libreDeudaFileName } from './notices';

const spec = routeSpec('Préstamos');

/** TraeLibreDeuda: the member's call, beside the legajo's. */
export async function libreDeudaRoute(fastify: FastifyInstance) {
  const { libreDeuda } = loanCalls;
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(libreDeuda.path, spec(libreDeuda, { preHandler: fastify.memberSession }), async (req) => ({
      ...ok(loanMessages.libreDeudaOk),
      LibreDeuda: await fastify.certificates.forMember(req.member.id, req.body.PrestamoId),
    }));
}

/** The console's download from the loan's file (loans.read), never cached. */
export async function libreDeudaConsoleRoute(fastify: FastifyInstance) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    consoleLoanPaths.libreDeuda,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'El libre deuda de un préstamo cancelado (PDF); se emite si todavía no se emitió',
        tags: ['Consola: préstamos'],
        params: loanIdParamsSchema,
      },
    },
    async (req, reply) => {
      const { pdf } = await fastify.certificates.forStaff(req.params.id, staffActor(req));
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${libreDeudaFileName(req.params.id)}"`)
        .send(Buffer.from(pdf));
    },
  );
}
