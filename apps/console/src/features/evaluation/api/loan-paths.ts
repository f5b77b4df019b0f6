import { consoleLoanPaths, timelinePaths } from '@portal/contract';

const fill = (template: string, id: number) => template.replace(':id', String(id));

/** The contract's loan paths with the loan's number (and a document's) in place. */
export const loanPaths = {
  detail: (id: number) => fill(consoleLoanPaths.detail, id),
  plans: (id: number) => fill(consoleLoanPaths.plans, id),
  timeline: (id: number) => fill(timelinePaths.loan, id),
  approve: (id: number) => fill(consoleLoanPaths.approve, id),
  reject: (id: number) => fill(consoleLoanPaths.reject, id),
  cancel: (id: number) => fill(consoleLoanPaths.cancel, id),
  document: (id: number, documentId: number) =>
    fill(consoleLoanPaths.document, id).replace(':documentId', String(documentId)),
  signature: (id: number) => fill(consoleLoanPaths.signature, id),
};

/** Every query of one loan starts with this key, so that a decision refreshes all of them at once. */
export const loanKey = (id: number) => ['console', 'loans', id] as const;
