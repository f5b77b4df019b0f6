import { useRef, useState } from 'react';
import { SignaturePad, type SignaturePadHandle } from '../../../components/ui/signature-pad';
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
  onSend: (signaturePng: string) => void;
}

/** 'Firma Holográfica': the terms once more, the signature, and the request is sent. */
export function SignatureStep({ wizard, complete, sending, onSend }: SignatureStepProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const { plan } = wizard.data;

  function onNext() {
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
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
        <p className="mb-3 text-sm text-slate-600">Firme con el dedo dentro del recuadro, como en su DNI.</p>
        <SignaturePad ref={pad} label="Recuadro de firma" onChange={(signed) => signed && setError(null)} />
      </div>
      <StepError message={error} />
      <StepActions
        onBack={wizard.index > 0 && !sending ? wizard.back : undefined}
        onNext={onNext}
        disabled={sending}
        nextLabel={sending ? 'Enviando...' : 'Enviar solicitud'}
      />
    </section>
  );
}
