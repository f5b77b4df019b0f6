import type { StaffAccount } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/dialog';
import { useSetAccountActive } from '../api/staff-changes';

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
        {change.isError && <Alert tone="error">{messageOf(change.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Volver
          </Button>
          <Button
            variant={enabling ? 'primary' : 'danger'}
            disabled={change.isPending}
            onClick={() =>
              void change.mutateAsync({ id: account.id, active: enabling }).then(
                (answer) => onDone(answer.Mensaje),
                () => undefined,
              )
            }
          >
            {change.isPending ? 'Guardando...' : `${verb} la cuenta`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
