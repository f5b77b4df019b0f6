import { z } from 'zod';
import { checkNewPassword } from '../../../components/form/new-password-check';

/** Both fields required, the contract's password rule, and a match (docs/product.md#validation). */
export const updatePasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => checkNewPassword(values, ctx, 'Por favor complete todos los campos'));

export type UpdatePasswordFormValues = z.infer<typeof updatePasswordFormSchema>;
