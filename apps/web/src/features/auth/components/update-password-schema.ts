import { z } from 'zod';
import { passwordSchema } from '@portal/contract/rules';

const allFields = 'Por favor complete todos los campos';

/** Both fields required, the contract's password rule, and a match (spec section 5). */
export const updatePasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (!values.password || !values.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: [values.password ? 'confirmPassword' : 'password'],
        message: allFields,
      });
      return;
    }
    const strength = passwordSchema.safeParse(values.password);
    if (!strength.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: strength.error.issues[0]?.message ?? allFields,
      });
    }
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Las contraseñas no coinciden' });
    }
  });

export type UpdatePasswordFormValues = z.infer<typeof updatePasswordFormSchema>;
