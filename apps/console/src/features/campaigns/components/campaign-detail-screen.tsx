import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { CampaignDetail } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import { useCampaign } from '../api/campaign-detail';
import { CampaignCounts } from './campaign-counts';
import { CampaignStateBadge } from './campaign-state-badge';
import { audienceText, whenText } from './campaign-texts';
import { CancelCampaignDialog } from './cancel-campaign-dialog';

const campaignIdOf = (param: string | undefined) =>
  param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;

/** One campaign: its message as members read it, who it went to and when, and what they did with it. */
export function CampaignDetailScreen() {
  const id = campaignIdOf(useParams().id);
  if (id === null)
    return (
      <Frame title="Campaña">
        <Alert tone="error">La dirección no corresponde a un número de campaña.</Alert>
      </Frame>
    );
  return <CampaignFile id={id} />;
}

function Frame({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="space-y-6">
      <div>
        <Link to="/campanas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Campañas
        </Link>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {aside}
        </div>
      </div>
      {children}
    </div>
  );
}

function CampaignFile({ id }: { id: number }) {
  const campaign = useCampaign(id);
  const arrived = (useLocation().state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<string | undefined>(arrived);
  const [cancelling, setCancelling] = useState(false);
  const title = `Campaña N° ${id}`;

  if (campaign.isPending)
    return (
      <Frame title={title}>
        <p role="status" className="text-sm text-slate-500">
          Cargando la campaña...
        </p>
      </Frame>
    );
  if (campaign.isError)
    return (
      <Frame title={title}>
        <Alert tone="error">{messageOf(campaign.error)}</Alert>
        <Button variant="secondary" disabled={campaign.isFetching} onClick={() => void campaign.refetch()}>
          {campaign.isFetching ? 'Reintentando...' : 'Reintentar'}
        </Button>
      </Frame>
    );

  const c = campaign.data;
  return (
    <Frame
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
    </Frame>
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
