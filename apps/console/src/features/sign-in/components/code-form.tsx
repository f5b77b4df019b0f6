import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { codeFormSchema, type CodeFormInput, type CodeFormValues } from './sign-in-schemas';

/** One 6-digit code from the authenticator app, and the button that sends it. */
export function CodeForm({
  onCode,
  busy,
  submitLabel,
  busyLabel,
}: {
  onCode: (code: string) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  return (
    <form onSubmit={handleSubmit(({ code }) => onCode(code))} noValidate className="space-y-4">
      <TextField
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={9}
        placeholder="123456"
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
