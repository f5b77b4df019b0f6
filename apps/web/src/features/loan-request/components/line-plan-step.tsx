import { useEffect, useState } from 'react';
import type { Plan } from '@portal/contract/loan-request';
import { SelectField } from '../../../components/ui/select-field';
import { useUser } from '../../../lib/session/session-context';
import { useLoanLines } from '../api/loan-lines';
import { usePlans } from '../api/plans';
import { usePreCancellations } from '../api/pre-cancellations';
import { errorText } from '../../../lib/session-call';
import { requestErrorDefaults } from '../api/request-error-texts';
import type { Wizard } from '../hooks/use-wizard';
import { parseArsAmount } from '../utils/amount-input';
import { isNoAvailableCredit } from '../utils/no-available-credit';
import { PlanSliders } from './plan-sliders';
import { PreCancellationList } from './pre-cancellation-list';
import { StepActions, StepError } from './step-actions';

export const lineRequiredMessage = 'Debe seleccionar un tipo de prestamo';
export const planRequiredMessage = 'Debe seleccionar un plan antes de continuar';

interface LinePlanStepProps {
  wizard: Wizard;
  onNoCredit: () => void;
}

function Loading({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200/70"
    >
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
      />
      {text}
    </p>
  );
}

/** Step 'Linea y Plan': the loan line, loans to pre-cancel (normal members) and the plan on two sliders. */
export function LinePlanStep({ wizard, onNoCredit }: LinePlanStepProps) {
  const user = useUser();
  const { data } = wizard;
  const lines = useLoanLines();
  const preCancellations = usePreCancellations();
  const declared = user.ejercito ? null : parseArsAmount(data.amountText);
  const plans = usePlans(data.lineId, declared, data.preCancellationIds);
  const [plan, setPlan] = useState<Plan | undefined>(data.plan ?? undefined);
  const [error, setError] = useState<string | null>(null);
  const noCredit = isNoAvailableCredit(plans.error);

  useEffect(() => {
    if (noCredit) onNoCredit();
  }, [noCredit, onNoCredit]);

  function onLine(value: string) {
    setError(null);
    setPlan(undefined);
    wizard.update({ lineId: value ? Number(value) : null, plan: null });
  }

  function toggle(id: number) {
    const ids = data.preCancellationIds;
    setPlan(undefined);
    wizard.update({
      preCancellationIds: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id],
      plan: null,
    });
  }

  function onNext() {
    if (data.lineId === null) return setError(lineRequiredMessage);
    if (!plan || !plans.data) return setError(planRequiredMessage);
    wizard.update({ plan });
    wizard.next();
  }

  return (
    <section className="space-y-4">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
        <SelectField
          label="Tipo de préstamo"
          value={data.lineId ?? ''}
          onChange={(event) => onLine(event.target.value)}
          disabled={lines.isPending}
          error={error === lineRequiredMessage ? error : undefined}
        >
          <option value="">{lines.isPending ? 'Cargando líneas...' : 'Seleccione una línea'}</option>
          {lines.data?.map((line) => (
            <option key={line.Id} value={line.Id}>
              {line.Nombre}
            </option>
          ))}
        </SelectField>
        {lines.isError && <StepError message={errorText(lines.error, requestErrorDefaults.lines)} />}
      </div>

      {!user.ejercito && preCancellations.data && (
        <PreCancellationList
          items={preCancellations.data}
          selected={data.preCancellationIds}
          onToggle={toggle}
        />
      )}
      {!user.ejercito && preCancellations.isError && (
        <StepError message={errorText(preCancellations.error, requestErrorDefaults.preCancellations)} />
      )}

      {data.lineId !== null && plans.isPending && <Loading text="Buscando planes disponibles..." />}
      {plans.isError && !noCredit && (
        <StepError message={errorText(plans.error, requestErrorDefaults.plans)} />
      )}
      {plans.data && (
        <PlanSliders
          key={`${data.lineId}|${declared}|${data.preCancellationIds.join(',')}`}
          plans={plans.data.plans}
          chosen={data.plan}
          requested={declared}
          onSelect={(chosen) => {
            setPlan(chosen);
            if (chosen) setError(null);
          }}
        />
      )}

      <StepError message={error === planRequiredMessage ? error : null} />
      <StepActions onBack={wizard.index > 0 ? wizard.back : undefined} onNext={onNext} />
    </section>
  );
}
