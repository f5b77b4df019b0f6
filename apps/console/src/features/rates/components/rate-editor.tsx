import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RateLine } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField, inputClasses } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useProposeRateTable, useRatePreview } from '../api/rates';
import { percent } from './figures';
import { argentineToday, draftOf, formFrom, rateFormSchema, type RateForm } from './rate-draft';

/** The draft the preview is asked for, once typing pauses. */
function useSettled<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The serialised value is the dependency: a new array with the same content is not a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/**
 * A new version of the line's table: amounts, effective date and TNA per installment count, with TNA,
 * TEA and CFT per row as the server's loan math computes them and every problem it would refuse, each
 * naming its row. Proposing sends it to another parámetros for approval.
 */
export function RateEditor({
  line,
  onClose,
  onProposed,
}: {
  line: RateLine;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const current = line.versions.find((v) => v.estado === 'vigente');
  const propose = useProposeRateTable(line.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RateForm>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: formFrom(current, argentineToday()),
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const values = useWatch({ control });
  const draft = useSettled(
    draftOf({
      minAmount: values.minAmount ?? '',
      maxAmount: values.maxAmount ?? '',
      step: values.step ?? '',
      vigenteDesde: values.vigenteDesde ?? '',
      rows: (values.rows ?? []).map((r) => ({ cuotas: r.cuotas ?? '', tna: r.tna ?? '' })),
    }),
  );
  const preview = useRatePreview(draft);
  const figures = draft ? preview.data?.rows : undefined;
  const problems = draft ? (preview.data?.problems ?? []) : [];

  const submit = handleSubmit(async ({ reason, ...typed }) => {
    const table = draftOf(typed);
    if (!table) return;
    try {
      onProposed((await propose.mutateAsync({ ...table, reason })).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Nueva versión: ${line.nombre}`}
      className="space-y-5 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div>
        <h3 className="text-base font-semibold text-slate-900">Nueva versión de la tabla</h3>
        <p className="mt-1 text-sm text-slate-600">
          Rige desde el día elegido una vez que otra persona de Parámetros la apruebe. Las solicitudes y los
          préstamos ya hechos conservan la versión con la que se calcularon.
        </p>
      </div>
      <div className="grid grid-cols-4 gap-4">
        <TextField label="Monto mínimo ($)" inputMode="decimal" {...register('minAmount')} />
        <TextField label="Monto máximo ($)" inputMode="decimal" {...register('maxAmount')} />
        <TextField label="Paso entre montos ($)" inputMode="decimal" {...register('step')} />
        <TextField label="Vigente desde" type="date" min={argentineToday()} {...register('vigenteDesde')} />
      </div>

      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Tasas por cantidad de cuotas</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Fila
              </th>
              <th scope="col" className="px-3 py-2 text-left">
                Cuotas
              </th>
              <th scope="col" className="px-3 py-2 text-left">
                TNA (%)
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                TEA
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                CFT
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((field, index) => {
              const row = figures?.[index];
              return (
                <tr key={field.id} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 text-slate-500 tabular-nums">{index + 1}</td>
                  <td className="w-40 px-3 py-1.5">
                    <input
                      aria-label={`Cuotas de la fila ${index + 1}`}
                      inputMode="numeric"
                      className={inputClasses}
                      {...register(`rows.${index}.cuotas`)}
                    />
                  </td>
                  <td className="w-40 px-3 py-1.5">
                    <input
                      aria-label={`TNA de la fila ${index + 1}`}
                      inputMode="decimal"
                      className={inputClasses}
                      {...register(`rows.${index}.tna`)}
                    />
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
                    {percent(row?.tea ?? null)}
                  </td>
                  <td className="px-3 py-1.5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                    {percent(row?.cft ?? null)}
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    <Button
                      variant="ghost"
                      aria-label={`Quitar la fila ${index + 1}`}
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(index)}
                    >
                      Quitar
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => rows.append({ cuotas: '', tna: '' })}>
          Agregar fila
        </Button>
        <p className="text-xs text-slate-500">
          TEA y CFT calculados por el servidor con el mismo cálculo de los planes; el CFT incluye el IVA sobre
          los intereses y es el mayor entre el monto mínimo y el máximo.
        </p>
      </div>

      {!draft && (
        <Alert tone="info">Complete los montos, la fecha y cada fila con números para ver TEA y CFT.</Alert>
      )}
      {preview.isError && <Alert tone="error">{messageOf(preview.error)}</Alert>}
      {problems.length > 0 && (
        <Alert tone="error">
          <span className="block font-medium">El servidor rechazaría esta tabla:</span>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}

      <TextAreaField
        label="Motivo del cambio"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {propose.isError && <Alert tone="error">{messageOf(propose.error)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={propose.isPending || !draft}>
          {propose.isPending ? 'Proponiendo...' : 'Proponer la versión'}
        </Button>
      </div>
    </form>
  );
}
