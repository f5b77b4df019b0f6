import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { periodParamsSchema, type ConsoleOrganismo } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { FieldError } from '@portal/ui/field-error';
import { useGenerateOrders } from '../api/period-actions';
import { argentinePeriod } from '@portal/contract/argentine-day';
import { nextPeriod, periodLabel } from '../api/paths';
import { useQueryClient } from '@tanstack/react-query';
import { ordersCheckQueryOptions, useOrdersCheck } from '../api/orders-check';
import { Dialog } from '../../../components/dialog';
import { ConfirmActions } from '../../../components/confirm-actions';
import { missingIdentity } from './missing-identity';

const formSchema = z.object({ period: z.string().trim().pipe(periodParamsSchema.shape.period) });
type GenerateForm = z.input<typeof formSchema>;

const lines = (n: number) => (n === 1 ? '1 línea' : `${n.toLocaleString('es-AR')} líneas`);

/**
 * 'Generar órdenes' for a period (AAAAMM), prefilled with the month after the latest one. Periods go
 * forward only and each is generated once; the server says why when it refuses. When some loans have no
 * CUIL or LEGAJO (no capacities file named them) the form says so, and asks again before generating.
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
  const client = useQueryClient();
  const check = useOrdersCheck(organismo.id);
  const missing = check.data ? missingIdentity(check.data) : null;
  const [confirming, setConfirming] = useState<string | null>(null);
  const suggested = latest ? nextPeriod(latest) : argentinePeriod(new Date());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GenerateForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: { period: suggested },
  });
  const run = (period: string) =>
    generate.mutateAsync(period).then(
      (made) => {
        setConfirming(null);
        onGenerated(
          `Órdenes de ${periodLabel(made.period)} generadas: ${lines(made.fileLines)} en el archivo, ${lines(made.orderedLines)} a descontar. Descárguelas y envíelas al organismo.`,
        );
      },
      () => undefined,
    );
  const submit = handleSubmit(async ({ period }) => {
    // Read at the click too (a click before the check answered must not skip the question). The check
    // only advises: when it cannot be read, the orders are generated as before.
    const latestCheck = await client.fetchQuery(ordersCheckQueryOptions(organismo.id)).catch(() => null);
    if (!latestCheck || !missingIdentity(latestCheck)) return run(period);
    generate.reset();
    setConfirming(period);
  });
  const problem = errors.period?.message ?? (generate.isError ? messageOf(generate.error) : undefined);
  return (
    <>
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
            Las órdenes de cada período se generan una vez, en orden, y después se descargan para el
            organismo.
          </p>
        </div>
        <FieldError id="generate-orders-error" message={confirming ? undefined : problem} />
        {missing && (
          <div className="mt-3">
            <Alert tone="warning">{missing} Si puede, importe antes las capacidades del organismo.</Alert>
          </div>
        )}
      </form>
      <Dialog
        open={confirming !== null}
        title={`Generar las órdenes de ${periodLabel(confirming ?? '')}`}
        onClose={() => setConfirming(null)}
      >
        <div className="space-y-4">
          {missing && <Alert tone="warning">{missing}</Alert>}
          <p className="text-sm text-slate-700">
            Las órdenes de un período se generan una sola vez. ¿Las genera igual, con esos campos vacíos?
          </p>
          <ConfirmActions
            error={generate.error}
            pending={generate.isPending}
            busy="Generando..."
            confirm="Generar igual"
            onBack={() => setConfirming(null)}
            onConfirm={() => {
              if (confirming) void run(confirming);
            }}
          />
        </div>
      </Dialog>
    </>
  );
}
