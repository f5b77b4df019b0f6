import { z } from 'zod';
import { emailSchema } from '@portal/contract/rules';

export const preRegisterFormSchema = z.object({
  organismoId: z.string().min(1, 'Por favor seleccione un organismo'),
  email: z.string().trim().min(1, 'Por favor ingrese su email').pipe(emailSchema),
});

export type PreRegisterFormValues = z.infer<typeof preRegisterFormSchema>;
