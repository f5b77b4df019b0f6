import { TextField, type TextFieldProps } from '@portal/ui/text-field';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>;

/** The member's e-mail address, as every auth and profile form asks for it. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
