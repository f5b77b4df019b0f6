import type { z } from 'zod';
import { decisionResponseSchema, rejectLoanSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { loanPaths } from './loan-paths';
import { useDecision } from './use-decision';

export type RejectLoan = z.output<typeof rejectLoanSchema>;

/** POST .../reject { reason, note } -> 'Rechazado'. */
export const rejectLoan = (id: number, body: RejectLoan) =>
  apiPost(loanPaths.reject(id), rejectLoanSchema.parse(body), {
    schema: decisionResponseSchema,
    session: true,
  });

export const useRejectLoan = (id: number) => useDecision(rejectLoan, id);
