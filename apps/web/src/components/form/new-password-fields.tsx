import type { ReactNode } from 'react';
import { PasswordField } from '@portal/ui/password-field';
import type { TextFieldProps } from '@portal/ui/text-field';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'trailing' | 'autoComplete' | 'hint'>;

const labels = {
  first: { password: 'Contraseña', confirm: 'Confirmar contraseña' },
  replacement: { password: 'Nueva contraseña', confirm: 'Confirmar nueva contraseña' },
} as const;

const passwordRuleHint = 'Mínimo 8 caracteres, con una minúscula, una mayúscula y un número.';

interface NewPasswordFieldsProps {
  /** 'first' at registration; 'replacement' where a member changes the password they have. */
  kind: keyof typeof labels;
  hint?: ReactNode;
  password: FieldProps;
  confirm: FieldProps;
}

/** A new password and its repetition. */
export function NewPasswordFields({
  kind,
  hint = passwordRuleHint,
  password,
  confirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={labels[kind].password} autoComplete="new-password" hint={hint} {...password} />
      <PasswordField label={labels[kind].confirm} autoComplete="new-password" {...confirm} />
    </>
  );
}
