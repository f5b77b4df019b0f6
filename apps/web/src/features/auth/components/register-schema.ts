import { z } from 'zod';
import {
  DEFAULT_EMPRESA_ID,
  DEFAULT_ORGANISMO_ID,
  FIXED_NROTARJETA,
  dniSchema,
  emailSchema,
  mobileSchema,
  namesSchema,
  passwordSchema,
  surnameSchema,
} from '@portal/contract/rules';
import type { RegisterRequest } from '@portal/contract/accounts';

/** The registration form: the contract's field rules plus the confirmation (docs/product.md#validation). */
export const registerFormSchema = z
  .object({
    dni: dniSchema,
    nombres: namesSchema,
    apellido: surnameSchema,
    email: emailSchema,
    celular: mobileSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    token: z.string().trim().min(1, 'El token es obligatorio'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** The RegistraPersona20 payload of docs/product.md#calls. */
export function toRegisterPayload(values: RegisterFormValues, organismoId?: number): RegisterRequest {
  return {
    NumeroDocumento: values.dni,
    Mail: values.email,
    Password1: values.password,
    Password2: values.confirmPassword,
    Apellido: values.apellido,
    Nombres: values.nombres,
    Celular: values.celular,
    Nrotarjeta: FIXED_NROTARJETA,
    Token: values.token,
    OrganismoId: organismoId ?? DEFAULT_ORGANISMO_ID,
    EmpresaId: DEFAULT_EMPRESA_ID,
  };
}
