import type { CreateCampaign } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { useCreateCampaign } from '../api/create-campaign';
import { useOrganismos } from '../api/organismos';
import { ConfirmActions } from '../../../components/confirm-actions';

function useAudienceLine(audience: CreateCampaign['audience']) {
  const organismos = useOrganismos();
  if (audience.kind === 'all') return 'Todos los socios registrados';
  if (audience.kind === 'member')
    return 'dni' in audience.member
      ? `El socio con DNI ${audience.member.dni}`
      : `El socio con el correo ${audience.member.email}`;
  const names = audience.organismoIds.map(
    (id) => organismos.data?.items.find((o) => o.id === id)?.nombre ?? `Organismo ${id}`,
  );
  return `Los socios de ${names.join(', ')}`;
}

/** The last look before it goes: who, when, whether acknowledgement is asked; then it is sent or scheduled. */
export function ConfirmCampaignDialog({
  campaign,
  onClose,
  onDone,
}: {
  campaign: CreateCampaign;
  onClose: () => void;
  onDone: (id: number, message: string) => void;
}) {
  const create = useCreateCampaign();
  const audience = useAudienceLine(campaign.audience);
  const now = campaign.sendAt === null;
  const confirm = () =>
    create.mutateAsync(campaign).then(
      (answer) => onDone(answer.id, answer.Mensaje),
      () => undefined,
    );

  return (
    <Dialog open title={now ? 'Enviar la campaña' : 'Programar la campaña'} onClose={onClose}>
      <div className="space-y-4">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">Título</dt>
          <dd className="font-medium break-words text-slate-900">{campaign.title}</dd>
          <dt className="text-slate-500">Destinatarios</dt>
          <dd className="break-words text-slate-900">{audience}</dd>
          <dt className="text-slate-500">Envío</dt>
          <dd className="text-slate-900">
            {campaign.sendAt === null ? 'Ahora' : formatDateTime(campaign.sendAt)}
          </dd>
          <dt className="text-slate-500">Toma de conocimiento</dt>
          <dd className="text-slate-900">{campaign.requiresAck ? 'Se pide' : 'No se pide'}</dd>
        </dl>
        <p className="text-sm text-slate-600">
          {now
            ? 'Los socios lo ven en Notificaciones al confirmar. Un aviso enviado no se puede retirar.'
            : 'Hasta la hora elegida, la campaña se puede cancelar desde su ficha.'}
        </p>
        <ConfirmActions
          error={create.error}
          pending={create.isPending}
          busy="Enviando..."
          confirm={now ? 'Enviar ahora' : 'Programar'}
          onBack={onClose}
          onConfirm={() => void confirm()}
        />
      </div>
    </Dialog>
  );
}
