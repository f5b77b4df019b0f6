import { useMutation } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { cbuOrAliasFields, type MemberBankAccountFormValues } from '@portal/contract/bank-account';
import { sessionCall } from '../../../lib/session-call';
import { useUser } from '../../../lib/session/session-context';

/** ActualizaCuentaBancaria: checks the account and the password, and e-mails a code. */
export const updateBankAccount = (uat: string, values: MemberBankAccountFormValues) =>
  sessionCall(paths.updateBankAccount, uat, {
    ...cbuOrAliasFields(values.Cuenta),
    CuitTitular: values.CuitTitular,
    PasswordActual: values.PasswordActual,
  });

/** ConfirmaCuentaBancaria: the e-mailed code puts the account in force. */
export const confirmBankAccount = (uat: string, Codigo: string) =>
  sessionCall(paths.confirmBankAccount, uat, { Codigo });

export function useUpdateBankAccount() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (values: MemberBankAccountFormValues) => updateBankAccount(uat, values) });
}

export function useConfirmBankAccount() {
  const { uat } = useUser();
  return useMutation({ mutationFn: (code: string) => confirmBankAccount(uat, code) });
}
