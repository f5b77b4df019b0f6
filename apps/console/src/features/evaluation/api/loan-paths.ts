import { consoleLoanPaths, timelinePaths } from '@portal/contract';
import { fillPath } from '@portal/contract/paths';
import { loansKey } from '../../../lib/query-keys';

const fill = (template: string, id: number) => fillPath(template, { id });

/** The contract's loan paths with the loan's number (and a document's) in place. */
export const loanPaths = {
  detail: (id: number) => fill(consoleLoanPaths.detail, id),
  plans: (id: number) => fill(consoleLoanPaths.plans, id),
  timeline: (id: number) => fill(timelinePaths.loan, id),
  approve: (id: number) => fill(consoleLoanPaths.approve, id),
  reject: (id: number) => fill(consoleLoanPaths.reject, id),
  cancel: (id: number) => fill(consoleLoanPaths.cancel, id),
  document: (id: number, documentId: number) => fillPath(consoleLoanPaths.document, { id, documentId }),
  signature: (id: number) => fill(consoleLoanPaths.signature, id),
};

/** Every query of one loan starts with this key, so that a decision refreshes all of them at once. */
export const loanKey = (id: number) => [...loansKey, id] as const;
