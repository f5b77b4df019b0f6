import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MemberBankAccountFormValues } from '@portal/contract/bank-account';
import { bankAccountMessages } from '@portal/contract/messages';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatInstantShort } from '@portal/ui/format';
import { accountLine } from '../../../lib/bank-account-text';
import { errorText } from '../../../lib/session-call';
import { useSession, useUser } from '../../../lib/session/session-context';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useConfirmBankAccount, useUpdateBankAccount } from '../api/bank-account';
import { BankAccountCodeForm } from './bank-account-code-form';
import { BankAccountForm } from './bank-account-form';

/** Where the loan request wizard sends a member to set or change the account. */
export const bankAccountAnchor = 'cuenta';

type Step = { kind: 'view' } | { kind: 'form' } | { kind: 'code'; sentTo: string };

/** 'Cuenta para acreditar préstamos': the account in force (masked), and its change with password and code. */
export function BankAccountSection() {
  const user = useUser();
  const { refreshUser } = useSession();
  const { hash } = useLocation();
  const account = user.bankAccount;
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBankAccount();
  const confirm = useConfirmBankAccount();
  const ref = useRef<HTMLElement>(null);

  // Arrived from the wizard's link: the section in sight, and the form open when there is no account yet.
  const fromLink = hash === `#${bankAccountAnchor}`;
  const hadAccount = account !== null;
  useEffect(() => {
    if (!fromLink) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    if (!hadAccount) setStep({ kind: 'form' });
  }, [fromLink, hadAccount]);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  async function sendCode(values: MemberBankAccountFormValues) {
    try {
      const answer = await update.mutateAsync(values);
      go({ kind: 'code', sentTo: answer.MailEnmascarado });
    } catch (e) {
      setError(errorText(e, 'No se pudo enviar el código'));
    }
  }

  async function confirmCode(code: string) {
    try {
      await confirm.mutateAsync(code);
    } catch (e) {
      setError(errorText(e, 'No se pudo confirmar la cuenta'));
      return;
    }
    notifySuccess(bankAccountMessages.accountSet);
    go({ kind: 'view' });
    refreshUser().catch(() => notifyError('No se pudieron cargar los datos del usuario'));
  }

  return (
    <section
      ref={ref}
      id={bankAccountAnchor}
      aria-labelledby="bank-account-title"
      className="scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="bank-account-title" className="text-base font-semibold text-slate-900">
        {bankAccountMessages.sectionTitle}
      </h2>
      <div className="mt-3 space-y-4">
        {step.kind === 'view' &&
          (account ? (
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
              <div className="col-span-2">
                <dt className="text-xs font-medium text-slate-500">Cuenta</dt>
                <dd className="text-base text-slate-900 tabular-nums">{accountLine(account)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">CUIT/CUIL del titular</dt>
                <dd className="text-sm text-slate-900 tabular-nums">{account.CuitTitular}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">Vigente desde</dt>
                <dd className="text-sm text-slate-900 tabular-nums">
                  {formatInstantShort(account.VigenteDesde)}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{bankAccountMessages.noAccount}</p>
          ))}
        {error && <Alert tone="error">{error}</Alert>}
        {step.kind === 'view' && (
          <Button variant="secondary" onClick={() => go({ kind: 'form' })}>
            {account ? bankAccountMessages.changeAccount : bankAccountMessages.addAccount}
          </Button>
        )}
        {step.kind === 'form' && (
          <BankAccountForm onSubmit={sendCode} onCancel={() => go({ kind: 'view' })} />
        )}
        {step.kind === 'code' && (
          <BankAccountCodeForm
            sentTo={step.sentTo}
            onConfirm={confirmCode}
            onBack={() => go({ kind: 'form' })}
          />
        )}
      </div>
    </section>
  );
}
