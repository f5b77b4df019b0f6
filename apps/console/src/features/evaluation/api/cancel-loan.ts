import type { z } from 'zod';
import { cancelLoanByEntitySchema, decisionResponseSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';
import { loanPaths } from './loan-paths';
import { useDecision } from './use-decision';

export type CancelLoan = z.output<typeof cancelLoanByEntitySchema>;

/** POST .../cancel { reason } -> 'Anulado por entidad'. */
export const cancelLoan = (id: number, body: CancelLoan) =>
  apiPost(loanPaths.cancel(id), cancelLoanByEntitySchema.parse(body), {
    schema: decisionResponseSchema,
    session: true,
  });

export const useCancelLoan = (id: number) => useDecision(cancelLoan, id);
