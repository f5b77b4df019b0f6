import { useRef, useState } from 'react';
import type { MemberBankAccount } from '@portal/contract/bank-account';
import { bankAccountMessages } from '@portal/contract/messages';
import { Alert } from '@portal/ui/alert';
import { SignaturePad, type SignaturePadHandle } from '../../../components/ui/signature-pad';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/ui/text-link';
import { accountLine } from '../../../lib/bank-account-text';
import { formatMoney } from '@portal/ui/format';
import { installmentNote } from '../../../lib/installment-note';
import type { Wizard } from '../hooks/use-wizard';
import { StepActions, StepError } from './step-actions';

// See docs/product.md#validation.
export const signatureRequiredMessage = 'Debe firmar antes de continuar';
export const incompleteMessage = 'Debe completar todos los campos y firmar para continuar';

interface SignatureStepProps {
  wizard: Wizard;
  /** Every earlier step is complete (it always is when reached through the steps). */
  complete: boolean;
  sending: boolean;
  /** The account the money will be credited to; null: none yet, and the member cannot sign. */
  bankAccount: MemberBankAccount | null;
  onSend: (signaturePng: string) => void;
}

/** The profile's section of the account, where the member sets or changes it. */
export const bankAccountLink = '/profile#cuenta';

/** Said on the first step and instead of the signature: without an account there is nowhere to pay. */
export function NoBankAccountNotice() {
  return (
    <Alert tone="warning">
      <p>{bankAccountMessages.wizardNoAccount}</p>
      <Link to={bankAccountLink} className={`${textLinkClasses} -ml-1`}>
        {bankAccountMessages.addAccount}
      </Link>
    </Alert>
  );
}

/** 'Firma Holográfica': the terms once more, the signature, and the request is sent. */
export function SignatureStep({ wizard, complete, sending, bankAccount, onSend }: SignatureStepProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const { plan } = wizard.data;

  function onNext() {
    if (!bankAccount) return setError(bankAccountMessages.wizardNoAccount);
    if (!pad.current || pad.current.isEmpty())
      return setError(complete ? signatureRequiredMessage : incompleteMessage);
    if (!complete) return setError(incompleteMessage);
    setError(null);
    onSend(pad.current.toPng());
  }

  return (
    <section className="space-y-4">
      {plan && (
        <dl
          aria-label="Resumen de la solicitud"
          className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
        >
          <div>
            <dt className="text-xs text-slate-500">Monto</dt>
            <dd className="font-bold whitespace-nowrap tabular-nums">{formatMoney(plan.MontoPrestado)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Cuotas</dt>
            <dd className="font-bold whitespace-nowrap tabular-nums">{plan.CantidadCuotas}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">Valor de cuota</dt>
            <dd className="font-bold whitespace-nowrap tabular-nums">{formatMoney(plan.MontoCuota)}</dd>
            <dd className="mt-0.5 text-xs text-slate-600">{installmentNote(1, plan.CantidadCuotas)}</dd>
          </div>
        </dl>
      )}
      {bankAccount ? (
        <section
          aria-labelledby="payout-account-title"
          className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
        >
          <div className="min-w-0">
            <h2 id="payout-account-title" className="text-xs text-slate-500">
              {bankAccountMessages.wizardTitle}
            </h2>
            <p className="font-bold whitespace-nowrap tabular-nums">{accountLine(bankAccount)}</p>
          </div>
          <Link to={bankAccountLink} className={`${textLinkClasses} shrink-0 text-sm`}>
            {bankAccountMessages.changeAccount}
          </Link>
        </section>
      ) : (
        <NoBankAccountNotice />
      )}
      {bankAccount && (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
          <p className="mb-3 text-sm text-slate-600">
            Firme con el dedo dentro del recuadro, como en su DNI.
          </p>
          <SignaturePad ref={pad} label="Recuadro de firma" onChange={(signed) => signed && setError(null)} />
        </div>
      )}
      <StepError message={error} />
      <StepActions
        onBack={wizard.index > 0 && !sending ? wizard.back : undefined}
        onNext={onNext}
        disabled={sending || !bankAccount}
        nextLabel={sending ? 'Enviando...' : 'Enviar solicitud'}
      />
    </section>
  );
}
