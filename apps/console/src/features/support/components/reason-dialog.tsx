import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { supportReasonSchema, type MemberView } from '@portal/contract';
import { TextAreaField } from '../../../components/choice-fields';
import { Dialog } from '../../../components/dialog';
import { useReasonAction, type ReasonAction } from '../api/member-actions';
import { ConfirmActions } from '../../../components/confirm-actions';

type ReasonForm = z.input<typeof supportReasonSchema>;

const texts: Record<ReasonAction, { title: string; explain: string; label: string; submit: string }> = {
  block: {
    title: 'Bloquear al socio',
    explain:
      'El socio no podrá ingresar a la app y se cierran ahora todas sus sesiones. Al ingresar leerá que su cuenta está bloqueada y que se comunique con la mutual.',
    label: 'Motivo del bloqueo',
    submit: 'Bloquear',
  },
  unblock: {
    title: 'Desbloquear al socio',
    explain: 'El socio podrá volver a ingresar a la app con su contraseña.',
    label: 'Motivo del desbloqueo',
    submit: 'Desbloquear',
  },
  revokeSessions: {
    title: 'Cerrar todas las sesiones',
    explain:
      'El socio deberá volver a ingresar en cada teléfono o navegador. Sirve, por ejemplo, ante un celular perdido.',
    label: 'Motivo',
    submit: 'Cerrar las sesiones',
  },
};

/** Block, unblock or close every session: each with its reason, recorded in the member's history. */
export function ReasonDialog({
  member,
  action,
  open,
  onClose,
  onDone,
}: {
  member: MemberView;
  action: ReasonAction;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const act = useReasonAction(member.id, action);
  const text = texts[action];
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonForm, unknown, z.output<typeof supportReasonSchema>>({
    resolver: zodResolver(supportReasonSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    act.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason }) =>
    act.mutateAsync(reason).then(
      (answer) => {
        close();
        onDone(answer.Mensaje);
      },
      () => undefined,
    ),
  );

  return (
    <Dialog open={open} title={text.title} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          <span className="font-medium">
            {member.nombre} (DNI {member.dni})
          </span>
          . {text.explain}
        </p>
        <TextAreaField
          label={text.label}
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ConfirmActions
          error={act.error}
          pending={act.isPending}
          busy="Registrando..."
          confirm={text.submit}
          onBack={close}
          variant={action === 'block' ? 'danger' : 'primary'}
        />
      </form>
    </Dialog>
  );
}
