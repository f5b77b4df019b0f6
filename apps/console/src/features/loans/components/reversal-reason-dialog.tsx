import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { transferReversalSchema } from '@portal/contract';
import { TextAreaField } from '../../../components/choice-fields';
import { ConfirmActions } from '../../../components/confirm-actions';
import { Dialog } from '../../../components/dialog';

/** Both reversals (of a transfer, of a posting) take the same reason: 3 to 1000 characters. */
type ReasonSchema = typeof transferReversalSchema;

/**
 * 'Revertir': what is undone (`children`), a reason, then a proposal that someone else with the
 * permission approves. Closing forgets what was typed and the server's last refusal.
 */
export function ReversalReasonDialog({
  title,
  schema,
  open,
  proposal,
  onClose,
  onProposed,
  children,
}: {
  title: string;
  schema: ReasonSchema;
  open: boolean;
  /** The proposing call: its state, and how to send a reason (answering the server's message). */
  proposal: {
    isPending: boolean;
    error: unknown;
    reset: () => void;
    send: (reason: string) => Promise<string>;
  };
  onClose: () => void;
  onProposed: (message: string) => void;
  children: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<ReasonSchema>, unknown, z.output<ReasonSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    proposal.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason }) =>
    proposal.send(reason).then(
      (message) => {
        close();
        onProposed(message);
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open={open} title={title} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{children}</p>
        <TextAreaField
          label="Motivo de la reversión"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="text-sm text-slate-600">Queda como propuesta hasta que otra persona la apruebe.</p>
        <ConfirmActions
          error={proposal.error}
          pending={proposal.isPending}
          busy="Registrando..."
          confirm="Proponer la reversión"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
