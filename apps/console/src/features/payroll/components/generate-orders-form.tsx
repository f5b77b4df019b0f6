import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { periodParamsSchema, type ConsoleOrganismo } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { FieldError } from '@portal/ui/field-error';
import { useGenerateOrders } from '../api/period-actions';
import { argentinePeriod } from '@portal/contract/argentine-day';
import { nextPeriod, periodLabel } from '../api/paths';

const formSchema = z.object({ period: z.string().trim().pipe(periodParamsSchema.shape.period) });
type GenerateForm = z.input<typeof formSchema>;

const lines = (n: number) => (n === 1 ? '1 línea' : `${n.toLocaleString('es-AR')} líneas`);

/**
 * 'Generar órdenes' for a period (AAAAMM), prefilled with the month after the latest one. Periods go
 * forward only and each is generated once; the server says why when it refuses.
 */
export function GenerateOrdersForm({
  organismo,
  latest,
  disabled,
  onGenerated,
}: {
  organismo: ConsoleOrganismo;
  latest: string | null;
  disabled: boolean;
  onGenerated: (message: string) => void;
}) {
  const generate = useGenerateOrders(organismo.id);
  const suggested = latest ? nextPeriod(latest) : argentinePeriod(new Date());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GenerateForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: { period: suggested },
  });
  const submit = handleSubmit(({ period }) =>
    generate.mutateAsync(period).then(
      (made) =>
        onGenerated(
          `Órdenes de ${periodLabel(made.period)} generadas: ${lines(made.fileLines)} en el archivo, ${lines(made.orderedLines)} a descontar. Descárguelas y envíelas al organismo.`,
        ),
      () => undefined,
    ),
  );
  const problem = errors.period?.message ?? (generate.isError ? messageOf(generate.error) : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Período (AAAAMM)"
          inputMode="numeric"
          maxLength={6}
          className="w-44"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'generate-orders-error' : undefined}
          {...register('period')}
        />
        <Button type="submit" className="w-auto shrink-0" disabled={disabled || generate.isPending}>
          {generate.isPending ? 'Generando...' : 'Generar órdenes'}
        </Button>
        <p className="pb-2 text-sm text-slate-500">
          Las órdenes de cada período se generan una vez, en orden, y después se descargan para el organismo.
        </p>
      </div>
      <FieldError id="generate-orders-error" message={problem} />
    </form>
  );
}
