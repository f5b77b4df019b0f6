import type { z } from 'zod';
import { passwordSchema } from '@portal/contract/rules';

/**
 * The rules of the NewPasswordFields pair, for a form's superRefine: both filled (else `incomplete` on the
 * empty one), the contract's password rule, and a match.
 */
export function checkNewPassword(
  { password, confirmPassword }: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  incomplete: string,
) {
  if (!password || !confirmPassword) {
    const path = [password ? 'confirmPassword' : 'password'];
    ctx.addIssue({ code: 'custom', path, message: incomplete });
    return;
  }
  const strength = passwordSchema.safeParse(password);
  if (!strength.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: strength.error.issues[0]?.message ?? incomplete,
    });
  }
  if (password !== confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Las contraseñas no coinciden' });
  }
}
