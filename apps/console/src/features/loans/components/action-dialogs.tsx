import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  approveLoanSchema,
  cancelLoanByEntitySchema,
  rejectLoanSchema,
  rejectReasons,
  transferSchema,
  type LoanDetail,
  type LoanPlans,
} from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { messageOf } from '@portal/ui/api-error';
import { formatMoney } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextAreaField } from '../../../components/choice-fields';
import { useDecision, useProposeTransfer } from '../api/loans-api';

interface DialogProps {
  loan: LoanDetail;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

function Footer({
  busy,
  label,
  onClose,
  error,
}: {
  busy: boolean;
  label: string;
  onClose: () => void;
  error: ReactNode;
}) {
  return (
    <div className="space-y-3 pt-2">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Volver
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Enviando...' : label}
        </Button>
      </div>
    </div>
  );
}

const planLabel = (p: LoanPlans['alternativas'][number]) =>
  `${formatMoney(p.montoPrestado)} en ${p.cantidadCuotas} cuotas de ${formatMoney(p.montoCuota)} (TNA ${p.tna} %, CFT ${p.cft} %)`;

export function ApproveDialog({
  loan,
  open,
  onClose,
  onDone,
  plans,
}: DialogProps & { plans: LoanPlans | undefined }) {
  const decide = useDecision(loan.id, 'approve');
  const form = useForm<z.input<typeof approveLoanSchema>>({ resolver: zodResolver(approveLoanSchema) });
  const submit = form.handleSubmit(async ({ note, planId }) => {
    await decide.mutateAsync({ ...(note ? { note } : {}), ...(planId ? { planId } : {}) });
    onDone(`Préstamo N° ${loan.id} aprobado: el socio debe confirmarlo con el código y su firma.`);
  });
  return (
    <Dialog open={open} title={`Aprobar la solicitud N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">
          Se aprueba por {formatMoney(loan.montoPrestado)} en {loan.cantidadCuotas} cuotas, salvo que elija un
          plan menor.
        </p>
        {plans && plans.alternativas.length > 0 && (
          <SelectField
            label="Plan menor (opcional)"
            placeholder="El plan pedido"
            options={plans.alternativas.map((p) => ({ value: p.id, label: planLabel(p) }))}
            {...form.register('planId', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
        )}
        <TextAreaField
          label="Nota (opcional)"
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <Footer
          busy={decide.isPending}
          label="Aprobar"
          onClose={onClose}
          error={decide.isError && messageOf(decide.error)}
        />
      </form>
    </Dialog>
  );
}

export function RejectDialog({ loan, open, onClose, onDone }: DialogProps) {
  const decide = useDecision(loan.id, 'reject');
  const form = useForm<z.input<typeof rejectLoanSchema>>({ resolver: zodResolver(rejectLoanSchema) });
  const submit = form.handleSubmit(async (body) => {
    await decide.mutateAsync(body);
    onDone(`Solicitud N° ${loan.id} rechazada: el socio recibe la notificación y un correo.`);
  });
  return (
    <Dialog open={open} title={`Rechazar la solicitud N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        <SelectField
          label="Motivo"
          placeholder="Elija un motivo"
          options={rejectReasons.map((r) => ({ value: r, label: r }))}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <TextAreaField
          label="Nota para el socio"
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <Footer
          busy={decide.isPending}
          label="Rechazar"
          onClose={onClose}
          error={decide.isError && messageOf(decide.error)}
        />
      </form>
    </Dialog>
  );
}

export function CancelDialog({ loan, open, onClose, onDone }: DialogProps) {
  const decide = useDecision(loan.id, 'cancel');
  const form = useForm<z.input<typeof cancelLoanByEntitySchema>>({
    resolver: zodResolver(cancelLoanByEntitySchema),
  });
  const submit = form.handleSubmit(async (body) => {
    await decide.mutateAsync(body);
    onDone(`Préstamo N° ${loan.id} anulado por la entidad.`);
  });
  return (
    <Dialog open={open} title={`Anular el préstamo N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        <TextAreaField
          label="Motivo"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Footer
          busy={decide.isPending}
          label="Anular"
          onClose={onClose}
          error={decide.isError && messageOf(decide.error)}
        />
      </form>
    </Dialog>
  );
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());

export function TransferDialog({ loan, open, onClose, onDone }: DialogProps) {
  const propose = useProposeTransfer(loan.id);
  const form = useForm<z.input<typeof transferSchema>>({
    resolver: zodResolver(transferSchema),
    defaultValues: { date: today(), amount: loan.netoATransferir ?? undefined, reference: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    onDone((await propose.mutateAsync(body)).Mensaje);
  });
  return (
    <Dialog open={open} title={`Registrar la transferencia del préstamo N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        {loan.netoATransferir !== null && (
          <p className="text-sm text-slate-700">
            Neto a transferir: <strong>{formatMoney(loan.netoATransferir)}</strong> (lo prestado menos lo que
            se precancela).
          </p>
        )}
        <TextField
          label="Fecha"
          type="date"
          error={form.formState.errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="Importe"
          type="number"
          step="0.01"
          error={form.formState.errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <TextField
          label="Referencia bancaria"
          error={form.formState.errors.reference?.message}
          {...form.register('reference')}
        />
        <Footer
          busy={propose.isPending}
          label="Proponer transferencia"
          onClose={onClose}
          error={propose.isError && messageOf(propose.error)}
        />
      </form>
    </Dialog>
  );
}
