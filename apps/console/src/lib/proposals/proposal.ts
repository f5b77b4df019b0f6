import type { PendingProposal } from '@portal/contract';

/** A pending four-eyes proposal as the inbox and a loan's file receive it, its payload typed by its kind. */
export type Proposal = PendingProposal;
