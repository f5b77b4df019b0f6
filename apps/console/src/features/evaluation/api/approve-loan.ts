import type { z } from 'zod';
import { approveLoanSchema, decisionResponseSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { loanPaths } from './loan-paths';
import { useDecision } from './use-decision';

export type ApproveLoan = z.output<typeof approveLoanSchema>;

/** POST .../approve { note?, planId? } -> 'Aprobado - pendiente de confirmación'. */
export const approveLoan = (id: number, body: ApproveLoan) =>
  apiPost(loanPaths.approve(id), approveLoanSchema.parse(body), {
    schema: decisionResponseSchema,
    session: true,
  });

export const useApproveLoan = (id: number) => useDecision(approveLoan, id);
