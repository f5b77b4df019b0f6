import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/dialog';
import { useCancelCampaign } from '../api/cancel-campaign';

/** 'Cancelar el envío': only a scheduled campaign; the server refuses once the scheduler has sent it. */
export function CancelCampaignDialog({
  id,
  open,
  onClose,
  onCancelled,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelCampaign(id);
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog open={open} title="Cancelar el envío" onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          La campaña no se enviará y ningún socio la recibirá. Queda en la lista como cancelada.
        </p>
        {cancel.isError && <Alert tone="error">{messageOf(cancel.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Volver
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              void cancel.mutateAsync().then(
                (answer) => {
                  cancel.reset();
                  onCancelled(answer.Mensaje);
                },
                () => undefined,
              )
            }
          >
            {cancel.isPending ? 'Cancelando...' : 'Cancelar la campaña'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
