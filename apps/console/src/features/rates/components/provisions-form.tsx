import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { proposeProvisionRatesSchema, situaciones, situationLimits } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useProposeProvisionRates } from '../api/provision-rates';
import { parseNumber } from './rate-draft';

/** The rates as typed ('7,5' or '7.5'), read as numbers and checked by the contract's own schema. */
const formSchema = z
  .object({
    tasas: z
      .array(z.object({ tasa: z.string() }))
      .transform((rows) => rows.map((r, i) => ({ situacion: i + 1, tasa: parseNumber(r.tasa) }))),
    reason: z.string(),
  })
  .pipe(proposeProvisionRatesSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const typed = (percent: number) =>
  percent.toLocaleString('es-AR', { maximumFractionDigits: 2, useGrouping: false });

/**
 * The five rates proposed, starting from the ones in force, with the reason the audit keeps. The contract
 * refuses a rate outside 0 to 100 %, more than two decimals, or one below the situation before it.
 */
export function ProvisionsForm({
  current,
  onProposed,
}: {
  current: readonly { situacion: number; tasa: number }[];
  onProposed: (message: string) => void;
}) {
  const propose = useProposeProvisionRates();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      tasas: situaciones.map((s) => {
        const rate = current.find((r) => r.situacion === s);
        return { tasa: rate ? typed(rate.tasa) : '' };
      }),
      reason: '',
    },
  });
  const submit = handleSubmit(async (change) => {
    try {
      onProposed((await propose.mutateAsync(change)).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {situaciones.map((s, i) => (
          <TextField
            key={s}
            label={`Situación ${s} (%)`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            hint={situationLimits[s]}
            error={errors.tasas?.[i]?.tasa?.message}
            {...register(`tasas.${i}.tasa`)}
          />
        ))}
      </div>
      {errors.tasas?.message && <Alert tone="error">{errors.tasas.message}</Alert>}
      <div className="max-w-xl">
        <TextAreaField
          label="Motivo del cambio"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      {propose.isError && <Alert tone="error">{messageOf(propose.error)}</Alert>}
      <Button type="submit" disabled={propose.isPending}>
        {propose.isPending ? 'Proponiendo...' : 'Proponer las tasas'}
      </Button>
    </form>
  );
}
