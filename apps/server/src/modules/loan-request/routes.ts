import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_DOCUMENT_BASE64_CHARS,
  MAX_SIGNATURE_BASE64_CHARS,
  loanRequestCalls,
  loanRequestMessages,
} from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';

const spec = routeSpec('Solicitud de préstamo');

// Every document at its 5 MB limit plus the largest signature and 64 KB for the other fields fit; a
// larger body is refused with 413 before it is parsed. The other calls keep the global 1 MB.
const bodyLimitFor = (documents: number) =>
  documents * MAX_DOCUMENT_BASE64_CHARS + MAX_SIGNATURE_BASE64_CHARS + 65_536;
export const REQUEST_BODY_LIMIT = bodyLimitFor(5);
export const ARMY_REQUEST_BODY_LIMIT = bodyLimitFor(3);

export async function loanRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.loanRequest;
  const c = loanRequestCalls;
  const member = { preHandler: fastify.memberSession };

  app.post(c.loanLines.path, spec(c.loanLines, member), async () => ({
    ...ok(loanRequestMessages.linesOk),
    LineasPrestamos: await service.lines(),
  }));

  app.post(c.preCancellations.path, spec(c.preCancellations, member), async (req) => ({
    ...ok(loanRequestMessages.preCancellationsOk),
    Precancelaciones: await service.preCancellations(req.member.id),
  }));

  app.post(c.plans.path, spec(c.plans, member), async (req) => ({
    Status: 200,
    ...(await service.plans(req.member.id, req.body)),
  }));

  app.post(
    c.requestLoan.path,
    spec(c.requestLoan, { ...member, bodyLimit: REQUEST_BODY_LIMIT }),
    async (req) => ({
      ...ok(loanRequestMessages.requested),
      PrestamoId: await service.request(req.member.id, req.body),
    }),
  );

  app.post(
    c.requestLoanArmy.path,
    spec(c.requestLoanArmy, { ...member, bodyLimit: ARMY_REQUEST_BODY_LIMIT }),
    async (req) => ({
      ...ok(loanRequestMessages.requested),
      PrestamoId: await service.requestArmy(req.member.id, req.body),
    }),
  );
}
