import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCalls, bankAccountMessages } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';
import { limitedAddress } from '../../lib/client-address';

const spec = routeSpec('Cuentas');

export async function bankAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.memberBankAccounts;
  const c = accountCalls;
  const member = { preHandler: fastify.memberSession };

  app.post(c.updateBankAccount.path, spec(c.updateBankAccount, member), async (req) => ({
    ...ok(bankAccountMessages.codeSent),
    MailEnmascarado: await service.requestChange(req.member.id, req.body),
  }));

  app.post(c.confirmBankAccount.path, spec(c.confirmBankAccount, member), async (req) => ({
    ...ok(bankAccountMessages.accountSet),
    CuentaBancaria: await service.confirm(
      req.member.id,
      req.body.Codigo,
      limitedAddress(req, fastify.config.trustProxy ?? false),
    ),
  }));
}
