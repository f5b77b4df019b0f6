import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import type { CampaignDetail } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import { FileFrame, FileQueryState } from '../../../components/file-frame';
import { idFromParam } from '../../../lib/id-param';
import { useCampaign } from '../api/campaign-detail';
import { CampaignCounts } from './campaign-counts';
import { CampaignStateBadge } from './campaign-state-badge';
import { audienceText, whenText } from './campaign-texts';
import { CancelCampaignDialog } from './cancel-campaign-dialog';

const back = { to: '/campanas', label: 'Campañas' };

/** One campaign: its message as members read it, who it went to and when, and what they did with it. */
export function CampaignDetailScreen() {
  const id = idFromParam(useParams().id);
  if (id === null)
    return (
      <FileFrame back={back} title="Campaña">
        <Alert tone="error">La dirección no corresponde a un número de campaña.</Alert>
      </FileFrame>
    );
  return <CampaignFile id={id} />;
}

function CampaignFile({ id }: { id: number }) {
  const campaign = useCampaign(id);
  const arrived = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<string | undefined>(arrived);
  const [cancelling, setCancelling] = useState(false);
  const title = `Campaña N° ${id}`;

  if (campaign.isPending || campaign.isError)
    return (
      <FileFrame back={back} title={title}>
        <FileQueryState query={campaign} loading="Cargando la campaña..." />
      </FileFrame>
    );

  const c = campaign.data;
  return (
    <FileFrame
      back={back}
      title={title}
      aside={
        c.state === 'scheduled' && (
          <Button variant="danger" onClick={() => setCancelling(true)}>
            Cancelar el envío
          </Button>
        )
      }
    >
      <p className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <CampaignStateBadge state={c.state} />
        <span>{whenText(c)}</span>
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <CampaignCounts campaign={c} />
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6">
        <Message campaign={c} />
        <Sending campaign={c} />
      </div>
      <CancelCampaignDialog
        id={c.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={(message) => {
          setCancelling(false);
          setNotice(message);
        }}
      />
    </FileFrame>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The notification as members get it: plain text, line breaks kept, never interpreted as markup. */
function Message({ campaign }: { campaign: CampaignDetail }) {
  return (
    <Card title="Aviso">
      <p className="mt-3 text-base font-semibold break-words text-slate-900">{campaign.title}</p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{campaign.text}</p>
    </Card>
  );
}

function Sending({ campaign }: { campaign: CampaignDetail }) {
  const facts: [string, string][] = [
    ['Destinatarios', audienceText(campaign.audience, 'long')],
    ['Toma de conocimiento', campaign.requiresAck ? 'Se pide' : 'No se pide'],
    ['Creada', `${formatDateTime(campaign.createdAt)}, por ${campaign.createdBy}`],
  ];
  if (campaign.cancelledAt)
    facts.push(['Cancelada', `${formatDateTime(campaign.cancelledAt)}, por ${campaign.cancelledBy ?? ''}`]);
  // Label above value: the e-mails and organismo names need the card's whole width.
  return (
    <Card title="Envío">
      <dl className="mt-3 space-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
