import { z } from 'zod';
import { serverMessages } from '@portal/contract';

/*
 * Messages of rules the contract does not word itself (types, unknown fields, lengths of free text)
 * come out in Spanish and name the field, so a 400 always tells the member what to fix.
 * The contract's own messages ('El DNI debe tener al menos 7 dígitos', ...) take precedence over this.
 */
const spanish = z.locales.es();
const localeMessage = (issue: Parameters<NonNullable<typeof spanish.localeError>>[0]) => {
  const result = spanish.localeError?.(issue);
  return typeof result === 'string' ? result : (result?.message ?? 'Dato inválido');
};

z.config(spanish);
z.config({
  customError: (issue) => {
    const field = (issue.path ?? []).join('.');
    if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type') {
      if (!field) return serverMessages.invalidInput;
      return issue.input === undefined
        ? `Falta el campo ${field}`
        : `El campo ${field} tiene un tipo de dato inválido`;
    }
    return field ? `${field}: ${localeMessage(issue)}` : localeMessage(issue);
  },
});
