import { Dialog } from '../../../components/dialog';
import { useCancelCampaign } from '../api/cancel-campaign';
import { ConfirmActions } from '../../../components/confirm-actions';

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
        <ConfirmActions
          error={cancel.error}
          pending={cancel.isPending}
          busy="Cancelando..."
          confirm="Cancelar la campaña"
          onBack={close}
          variant="danger"
          onConfirm={() =>
            void cancel.mutateAsync().then(
              (answer) => {
                cancel.reset();
                onCancelled(answer.Mensaje);
              },
              () => undefined,
            )
          }
        />
      </div>
    </Dialog>
  );
}
