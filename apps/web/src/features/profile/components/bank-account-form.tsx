import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { memberBankAccountFormSchema, type MemberBankAccountFormValues } from '@portal/contract/bank-account';
import { Button } from '@portal/ui/button';
import { PasswordField } from '@portal/ui/password-field';
import { TextField } from '@portal/ui/text-field';

interface BankAccountFormProps {
  onSubmit: (values: MemberBankAccountFormValues) => Promise<void>;
  onCancel: () => void;
}

const empty: MemberBankAccountFormValues = { Cuenta: '', CuitTitular: '', PasswordActual: '' };

/** The account, its holder's CUIT/CUIL and the password; the schema is the server's (check digits and all). */
export function BankAccountForm({ onSubmit, onCancel }: BankAccountFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberBankAccountFormValues>({
    resolver: zodResolver(memberBankAccountFormSchema),
    defaultValues: empty,
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label="CBU, CVU o alias"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="El CBU o CVU tiene 22 números; el alias, de 6 a 20 letras, números, puntos o guiones."
        error={errors.Cuenta?.message}
        {...register('Cuenta')}
      />
      <TextField
        label="CUIT/CUIL del titular"
        inputMode="numeric"
        autoComplete="off"
        hint="La cuenta debe estar a su nombre: ingrese su CUIL."
        error={errors.CuitTitular?.message}
        {...register('CuitTitular')}
      />
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.PasswordActual?.message}
        {...register('PasswordActual')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar código'}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
    </form>
  );
}
