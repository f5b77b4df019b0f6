import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditVerifyPath, auditVerifyResponseSchema } from '@portal/contract';
import { verifyAuditChain } from './verify';

/** `GET /api/console/audit/verify`: the audit chain recomputed (migration 027). */
export function auditVerifyRoute(app: FastifyInstance, reads: { onRequest: onRequestHookHandler[] }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    auditVerifyPath,
    {
      ...reads,
      schema: {
        summary: 'Verifica la cadena de hashes del registro de auditoría',
        tags: ['Consola: auditoría'],
        response: { 200: auditVerifyResponseSchema },
      },
    },
    async () => verifyAuditChain(app.db),
  );
}
