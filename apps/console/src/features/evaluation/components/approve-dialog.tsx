import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { messageOf } from '@portal/ui/api-error';
import { useApproveLoan } from '../api/approve-loan';
import { useLoanPlans } from '../api/loan-plans';
import { approveFormSchema, type ApproveFormInput, type ApproveFormValues } from './decision-forms';
import { ConfirmActions } from '../../../components/confirm-actions';
import { isConflict } from './decision-failure';
import { decide, type DecisionDialogProps } from './decision-dialog';
import { formatPercent } from './figures';

const cell = 'px-3 py-1.5 text-left';

/** 'Aprobar': the plan asked for or a lower one of the same line, an optional note, then confirm. */
export function ApproveDialog({ loan, onClose, onDone, onConflict }: DecisionDialogProps) {
  const plans = useLoanPlans(loan.id);
  const approve = useApproveLoan(loan.id);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ApproveFormInput, unknown, ApproveFormValues>({
    resolver: zodResolver(approveFormSchema),
    defaultValues: { planId: '', note: '' },
  });
  const planId = useWatch({ control, name: 'planId' });
  const lower = plans.data?.alternativas.find((p) => p.id === planId);
  const chosen = lower ?? loan;

  const submit = decide(approve, { onDone, onConflict });

  return (
    <Dialog open title={`Aprobar la solicitud N° ${loan.id}`} onClose={onClose} size="xl">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Se aprobará el préstamo de <strong>{loan.socio.nombre}</strong> por{' '}
          <strong>{formatMoney(chosen.montoPrestado)}</strong> en <strong>{chosen.cantidadCuotas}</strong>{' '}
          cuotas de <strong>{formatMoney(chosen.montoCuota)}</strong>
          {lower ? ' (un plan menor que el pedido)' : ''}. El socio deberá confirmarlo con su firma y el
          código que le llegará por correo.
        </p>

        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Plan a aprobar</legend>
          <label className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200">
            <input type="radio" value="" {...register('planId')} />
            El plan pedido: {formatMoney(loan.montoPrestado)} en {loan.cantidadCuotas} cuotas de{' '}
            {formatMoney(loan.montoCuota)}
          </label>
          {plans.isPending ? (
            <p role="status" className="mt-2 text-sm text-slate-500">
              Buscando planes menores...
            </p>
          ) : plans.isError ? (
            <p className="mt-2 text-sm text-red-700">
              No se pudieron cargar los planes menores: {messageOf(plans.error)}. Puede aprobar el plan
              pedido.
            </p>
          ) : plans.data.alternativas.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">La línea no ofrece planes menores para este socio.</p>
          ) : (
            <>
              <p className="mt-3 text-sm text-slate-700">
                O un plan menor de la misma línea, calculado con la capacidad que el socio tenía al pedir:
              </p>
              <div className="mt-1 max-h-64 overflow-auto rounded-lg ring-1 ring-slate-200">
                <table className="w-full text-sm">
                  <caption className="sr-only">Planes menores de la misma línea</caption>
                  <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    <tr>
                      <th className={cell}>
                        <span className="sr-only">Elegir</span>
                      </th>
                      <th className={cell}>Monto</th>
                      <th className={cell}>Cuotas</th>
                      <th className={cell}>Valor de cuota</th>
                      <th className={cell}>TNA</th>
                      <th className={cell}>CFT</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {plans.data.alternativas.map((p) => (
                      <tr key={p.id} className={p.id === planId ? 'bg-brand-50' : undefined}>
                        <td className={cell}>
                          <input
                            type="radio"
                            value={p.id}
                            aria-label={`${formatMoney(p.montoPrestado)} en ${p.cantidadCuotas} cuotas de ${formatMoney(p.montoCuota)}`}
                            {...register('planId')}
                          />
                        </td>
                        <td className={`${cell} tabular-nums`}>{formatMoney(p.montoPrestado)}</td>
                        <td className={cell}>{p.cantidadCuotas}</td>
                        <td className={`${cell} tabular-nums`}>{formatMoney(p.montoCuota)}</td>
                        <td className={`${cell} tabular-nums`}>{formatPercent(p.tna)}</td>
                        <td className={`${cell} tabular-nums`}>{formatPercent(p.cft)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {errors.planId?.message && <p className="mt-1 text-sm text-red-700">{errors.planId.message}</p>}
        </fieldset>

        <TextAreaField
          label="Nota (opcional)"
          hint="Queda en la auditoría con la aprobación."
          error={errors.note?.message}
          {...register('note')}
        />

        <ConfirmActions
          error={isConflict(approve.error) ? null : approve.error}
          pending={approve.isPending}
          busy="Aprobando..."
          confirm="Confirmar aprobación"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
