import type { FormEvent } from 'react';
import { TextField } from '@portal/ui/text-field';
import { formatMoney } from '@portal/ui/format';
import { useAvailable } from '../hooks/use-available';
import type { Wizard } from '../hooks/use-wizard';
import { formatArsInput, isValidAmount, parseArsAmount } from '../utils/amount-input';
import { noAvailableCreditMessage } from '../utils/no-available-credit';
import { StepActions, StepError } from './step-actions';

/**
 * Step 'Monto Solicitado' (normal members): the amount they ask for bounds the plans offered next. A form,
 * so that Enter in the field continues. With nothing available the member learns it here, not a step later.
 */
export function AmountStep({ wizard }: { wizard: Wizard }) {
  const available = useAvailable();
  const amount = parseArsAmount(wizard.data.amountText);
  const nothingAvailable = available === 0;
  const canContinue = isValidAmount(amount) && !nothingAvailable;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canContinue) wizard.next();
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
        <p className="text-sm text-slate-500">Disponible</p>
        <p className="text-2xl font-bold whitespace-nowrap text-brand-800 tabular-nums" aria-live="polite">
          {available === undefined ? '...' : formatMoney(available)}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Lo máximo que hoy puede solicitar, sin precancelar préstamos.
        </p>
        <StepError message={nothingAvailable ? noAvailableCreditMessage : null} />
      </div>
      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
        <TextField
          label="Monto Solicitado"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          placeholder="$ 0"
          disabled={nothingAvailable}
          value={wizard.data.amountText ? `$ ${wizard.data.amountText}` : ''}
          onChange={(event) => wizard.update({ amountText: formatArsInput(event.target.value), plan: null })}
          hint="Ingrese el monto en pesos."
        />
      </div>
      <StepActions submit disabled={!canContinue} />
    </form>
  );
}
