import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { payoffQuerySchema, type Payoff } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { TextField } from '@portal/ui/text-field';
import { useBusinessDate } from '../../../lib/business-date';
import { useLoanPayoff } from '../api/loan-payoff';
import { Fact } from './loan-facts';

/** The day of the payoff; whether it may be before the business date is the server's to say. */
const payoffFormSchema = z.object({
  fecha: z
    .string()
    .min(1, { error: 'Elija la fecha de la cancelación' })
    .pipe(payoffQuerySchema.shape.fecha.unwrap()),
});
type PayoffForm = z.infer<typeof payoffFormSchema>;

/**
 * 'Cancelación anticipada' of a loan in repayment: what pays it off on a day (the business date unless
 * another is chosen): what is past due, the capital not yet due, its interest to the day and its IVA.
 */
export function PayoffSection({ loanId }: { loanId: number }) {
  const titleId = useId();
  const businessDate = useBusinessDate();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        Cancelación anticipada
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Lo que cancela el préstamo si el socio lo paga en la fecha elegida.
      </p>
      {businessDate.isPending && (
        <p className="mt-3 text-sm text-slate-500">Cargando la fecha de negocio...</p>
      )}
      {businessDate.isError && (
        <div className="mt-3">
          <Alert tone="error">No se pudo cargar la fecha de negocio: {messageOf(businessDate.error)}</Alert>
        </div>
      )}
      {businessDate.data && (
        // A moved business date starts the form again on the new day.
        <PayoffCalculator key={businessDate.data.fecha} loanId={loanId} today={businessDate.data.fecha} />
      )}
    </section>
  );
}

function PayoffCalculator({ loanId, today }: { loanId: number; today: string }) {
  const [fecha, setFecha] = useState(today);
  const payoff = useLoanPayoff(loanId, fecha);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PayoffForm>({ resolver: zodResolver(payoffFormSchema), defaultValues: { fecha: today } });
  const submit = handleSubmit((form) => setFecha(form.fecha));

  return (
    <div className="mt-4 flex flex-wrap items-start gap-x-8 gap-y-4">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex items-end gap-3">
        <TextField
          label="Fecha de la cancelación"
          type="date"
          min={today}
          error={errors.fecha?.message}
          {...register('fecha')}
        />
        <Button type="submit" variant="secondary" className="w-auto" disabled={payoff.isFetching}>
          {payoff.isFetching ? 'Calculando...' : 'Calcular'}
        </Button>
      </form>
      <div className="min-w-72 flex-1" aria-live="polite">
        {payoff.isError && <Alert tone="error">{messageOf(payoff.error)}</Alert>}
        {payoff.data && !payoff.isError && <PayoffFigures payoff={payoff.data} />}
      </div>
    </div>
  );
}

function PayoffFigures({ payoff }: { payoff: Payoff }) {
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      <Fact label="Fecha">{toServerDate(payoff.fecha) || payoff.fecha}</Fact>
      <Fact label="Adeudado">
        <Figure amount={payoff.adeudado} note="vencido y sin pagar" />
      </Fact>
      <Fact label="Capital">
        <Figure amount={payoff.capital} note="de las cuotas por vencer" />
      </Fact>
      <Fact label="Interés">
        <Figure amount={payoff.interes} note="devengado a la fecha" />
      </Fact>
      <Fact label="IVA">
        <Figure amount={payoff.iva} note="sobre ese interés" />
      </Fact>
      <dt className="border-t border-slate-200 pt-2 font-semibold text-slate-900">Total para cancelar</dt>
      <dd className="border-t border-slate-200 pt-2 text-base font-bold text-slate-900 tabular-nums">
        {formatMoney(payoff.importe)}
      </dd>
    </dl>
  );
}

function Figure({ amount, note }: { amount: number; note: string }) {
  return (
    <>
      <span className="tabular-nums">{formatMoney(amount)}</span>{' '}
      <span className="text-xs text-slate-500">({note})</span>
    </>
  );
}
