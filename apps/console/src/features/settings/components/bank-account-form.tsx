import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { proposeBankAccountSchema, type BankAccount, type ProposeBankAccount } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useProposeBankAccount, type BankAccountChange } from '../api/bank-account';

/**
 * A new account for the association, checked by the contract's schema (the CUIT's and both of the CBU's
 * check digits, the alias lower-cased) and proposed with the reason the audit keeps.
 */
export function BankAccountForm({
  current,
  onProposed,
}: {
  current: BankAccount | null;
  onProposed: (message: string) => void;
}) {
  const propose = useProposeBankAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProposeBankAccount, unknown, BankAccountChange>({
    resolver: zodResolver(proposeBankAccountSchema),
    defaultValues: { titular: current?.titular ?? '', cuit: '', cbu: '', alias: '', reason: '' },
  });
  const submit = handleSubmit(async (change) => {
    try {
      onProposed((await propose.mutateAsync(change)).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-xl space-y-4">
      <TextField
        label="Titular de la cuenta"
        autoComplete="off"
        maxLength={120}
        error={errors.titular?.message}
        {...register('titular')}
      />
      <TextField
        label="CUIT del titular"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        hint="11 dígitos, con o sin guiones."
        error={errors.cuit?.message}
        {...register('cuit')}
      />
      <TextField
        label="CBU"
        inputMode="numeric"
        autoComplete="off"
        maxLength={26}
        hint="22 dígitos. Cópielo del resumen o del home banking: se verifican sus dígitos verificadores."
        error={errors.cbu?.message}
        {...register('cbu')}
      />
      <TextField
        label="Alias"
        autoComplete="off"
        maxLength={20}
        error={errors.alias?.message}
        {...register('alias')}
      />
      <TextAreaField
        label="Motivo del cambio"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {propose.isError && <Alert tone="error">{messageOf(propose.error)}</Alert>}
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending ? 'Proponiendo...' : 'Proponer el cambio'}
      </Button>
    </form>
  );
}
