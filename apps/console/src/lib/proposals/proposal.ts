import type { z } from 'zod';
import type { proposalSchema } from '@portal/contract';

/** A pending four-eyes proposal as the inbox and a loan's file receive it. */
export type Proposal = z.infer<typeof proposalSchema>;
