import type { MemberView } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/dialog';
import { useSendPasswordMail } from '../api/send-password-mail';

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
        {send.isError && <Alert tone="error">{messageOf(send.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Volver
          </Button>
          <Button disabled={send.isPending} onClick={() => void confirm()}>
            {send.isPending ? 'Enviando...' : 'Enviar el correo'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
