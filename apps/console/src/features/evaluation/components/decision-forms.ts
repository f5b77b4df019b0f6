import { z } from 'zod';
import { approveLoanSchema, rejectLoanSchema } from '@portal/contract';

/**
 * The dialogs' fields are plain strings (a select or radio starts empty); the contract's schemas, the
 * ones the server checks with, judge what they become.
 */
export const approveFormSchema = z
  .object({ planId: z.string(), note: z.string() })
  .transform(({ planId, note }) => ({
    ...(planId === '' ? {} : { planId }),
    ...(note.trim() === '' ? {} : { note }),
  }))
  .pipe(approveLoanSchema);
export type ApproveFormInput = z.input<typeof approveFormSchema>;
export type ApproveFormValues = z.output<typeof approveFormSchema>;

export const rejectFormSchema = z.object({ reason: z.string(), note: z.string() }).pipe(rejectLoanSchema);
export type RejectFormInput = z.input<typeof rejectFormSchema>;
export type RejectFormValues = z.output<typeof rejectFormSchema>;
