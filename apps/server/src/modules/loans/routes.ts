import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SIGNATURE_BASE64_CHARS, loanCalls, loanMessages } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';

const spec = routeSpec('Préstamos');

// The signature's base64 plus the other fields (two session tokens of at most 256 characters, the id
// and the code): a larger body is refused with 413 before it is parsed. Every other call keeps 1 MB.
const CONFIRM_BODY_LIMIT = MAX_SIGNATURE_BASE64_CHARS + 4096;

export async function loanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loans = fastify.loans;
  const c = loanCalls;
  const member = { preHandler: fastify.memberSession };

  app.post(c.loans.path, spec(c.loans, member), async (req) => ({
    ...ok(loanMessages.loansOk),
    Prestamos: await loans.list(req.member.id),
  }));

  app.post(c.loanMovements.path, spec(c.loanMovements, member), async (req) => ({
    ...ok(loanMessages.movementsOk),
    Renglones: await loans.movements(req.member.id, req.body.PrestamoId),
  }));

  app.post(c.requestToken.path, spec(c.requestToken, member), async (req) => ({
    ...ok(loanMessages.tokenSent),
    MailEnmascarado: await loans.requestToken(req.member.id, req.body.PrestamoId),
  }));

  app.post(c.cancelLoan.path, spec(c.cancelLoan, member), async (req) => {
    await loans.cancel(req.member.id, req.body.PrestamoId);
    return ok(loanMessages.cancelled);
  });

  app.post(
    c.confirmLoan.path,
    spec(c.confirmLoan, { ...member, bodyLimit: CONFIRM_BODY_LIMIT }),
    async (req) => {
      await loans.confirm(req.member.id, req.body);
      return ok(loanMessages.confirmed);
    },
  );

  app.post(c.loanFile.path, spec(c.loanFile, member), async (req) => ({
    ...ok(loanMessages.fileOk),
    LegajoElectronico: await loans.file(req.member.id, req.body.PrestamoId),
  }));
}
