import type { StaffAccount } from '@portal/contract';
import { Dialog } from '../../../components/dialog';
import { useSetAccountActive } from '../api/staff-changes';
import { ConfirmActions } from '../../../components/confirm-actions';

/** Disabling or enabling an account, after a confirmation; it acts at once (no four eyes). */
export function ActiveDialog({
  account,
  onClose,
  onDone,
}: {
  account: StaffAccount;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const change = useSetAccountActive();
  const enabling = !account.activo;
  const verb = enabling ? 'Habilitar' : 'Deshabilitar';
  return (
    <Dialog open title={`${verb} la cuenta`} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {enabling ? (
            <>
              <span className="font-medium">{account.email}</span> podrá volver a ingresar a la consola con
              sus roles.
            </>
          ) : (
            <>
              <span className="font-medium">{account.email}</span> no podrá ingresar a la consola y se cierran
              ahora sus sesiones abiertas. Puede volver a habilitarse después.
            </>
          )}
        </p>
        <ConfirmActions
          error={change.error}
          pending={change.isPending}
          busy="Guardando..."
          confirm={`${verb} la cuenta`}
          onBack={onClose}
          variant={enabling ? 'primary' : 'danger'}
          onConfirm={() =>
            void change.mutateAsync({ id: account.id, active: enabling }).then(
              (answer) => onDone(answer.Mensaje),
              () => undefined,
            )
          }
        />
      </div>
    </Dialog>
  );
}
