import type { MemberView } from '@portal/contract';
import { Dialog } from '../../../components/dialog';
import { exportFileName, useExportMember } from '../api/export-member';
import { ConfirmActions } from '../../../components/confirm-actions';

/** 'Descargar datos': everything held on the member, for an access request (Ley 25.326, art. 14). */
export function ExportDialog({
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
  const download = useExportMember(member.id, member.dni);
  const close = () => {
    download.reset();
    onClose();
  };
  const confirm = () =>
    download.mutateAsync().then(
      () => {
        close();
        onDone(`Se descargó ${exportFileName(member.dni)} con todos los datos del socio.`);
      },
      () => undefined,
    );

  return (
    <Dialog open={open} title="Descargar los datos del socio" onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Un archivo JSON con todo lo que guardamos de <span className="font-medium">{member.nombre}</span>:
          sus datos y su foto, sus préstamos con movimientos, solicitudes, documentos y firmas, sus
          notificaciones, los correos enviados, sus sesiones y las acciones del personal. Es la respuesta a un
          pedido de acceso (Ley 25.326).
        </p>
        <p className="text-sm text-slate-600">
          Contiene datos personales y documentos: entrégueselo solo al socio. La descarga queda registrada en
          su historia.
        </p>
        <ConfirmActions
          error={download.error}
          pending={download.isPending}
          busy="Preparando..."
          confirm="Descargar"
          onBack={close}
          onConfirm={() => void confirm()}
        />
      </div>
    </Dialog>
  );
}
