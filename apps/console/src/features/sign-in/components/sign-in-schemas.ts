import { z } from 'zod';
import { emailSchema, passwordSchema, staffTotpSchema } from '@portal/contract';

/** E-mail and password: both required, the e-mail well formed (the contract's rule). */
export const credentialsFormSchema = z.object({
  email: z.string().trim().min(1, 'Ingrese su correo electrónico').pipe(emailSchema),
  password: z.string().min(1, 'Ingrese su contraseña'),
});
export type CredentialsFormValues = z.infer<typeof credentialsFormSchema>;

/** The authenticator's code: spaces ignored (apps show '123 456'), then the contract's 6 digits. */
export const codeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Ingrese el código de 6 dígitos'))
    .pipe(staffTotpSchema.shape.code),
});
export type CodeFormInput = z.input<typeof codeFormSchema>;
export type CodeFormValues = z.output<typeof codeFormSchema>;

/** A new password (the contract's rule, as the server checks it) and its repetition. */
export const setupFormSchema = z
  .object({
    password: z.string().min(1, 'Ingrese la nueva contraseña').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Repita la nueva contraseña'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  });
export type SetupFormValues = z.infer<typeof setupFormSchema>;
