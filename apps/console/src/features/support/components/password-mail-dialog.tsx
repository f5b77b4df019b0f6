import type { MemberView } from '@portal/contract';
import { Dialog } from '../../../components/dialog';
import { useSendPasswordMail } from '../api/send-password-mail';
import { ConfirmActions } from '../../../components/confirm-actions';

/**
 * 'Enviar correo de contraseña': a link to set a new password, to the member's own address (for a
 * member who lost it, or never received the registration mail).
 */
export function PasswordMailDialog({
  member,
  open,
  onClose,
  onDone,
}: {
  member: MemberView;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const send = useSendPasswordMail(member.id);
  const close = () => {
    send.reset();
    onClose();
  };
  const confirm = () =>
    send.mutateAsync().then(
      (answer) => {
        close();
        onDone(answer.Mensaje);
      },
      () => undefined,
    );

  return (
    <Dialog open={open} title="Enviar correo de contraseña" onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Le enviaremos a <span className="font-medium">{member.mail}</span> un enlace para crear una
          contraseña nueva. La contraseña actual sigue valiendo hasta que la cambie.
        </p>
        <ConfirmActions
          error={send.error}
          pending={send.isPending}
          busy="Enviando..."
          confirm="Enviar el correo"
          onBack={close}
          onConfirm={() => void confirm()}
        />
      </div>
    </Dialog>
  );
}
