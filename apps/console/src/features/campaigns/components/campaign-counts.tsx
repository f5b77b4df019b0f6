import type { CampaignDetail } from '@portal/contract';
import { countWithShare } from './campaign-texts';

/**
 * Delivered, viewed and acknowledged, as the member app's own calls recorded them. A campaign that did
 * not ask for acknowledgement says so instead of a count nobody was asked for.
 */
export function CampaignCounts({ campaign }: { campaign: CampaignDetail }) {
  const { delivered, viewed, acknowledged } = campaign.counts;
  const tiles: { label: string; value: string; hint: string }[] = [
    {
      label: 'Entregadas',
      value: delivered.toLocaleString('es-AR'),
      hint:
        campaign.state === 'scheduled'
          ? 'Se entregan a la hora programada'
          : campaign.state === 'cancelled'
            ? 'No se envió'
            : 'Socios que la tienen en Notificaciones',
    },
    { label: 'Vistas', value: countWithShare(viewed, delivered), hint: 'Socios que abrieron el aviso' },
    campaign.requiresAck
      ? {
          label: 'Tomaron conocimiento',
          value: countWithShare(acknowledged, delivered),
          hint: "Tocaron 'Tomar conocimiento'",
        }
      : { label: 'Tomaron conocimiento', value: '—', hint: 'La campaña no lo pide' },
  ];
  return (
    <section aria-label="Recepción" className="grid grid-cols-3 gap-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">{tile.label}</p>
          <p
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums"
            aria-label={`${tile.label}: ${tile.value}`}
          >
            {tile.value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{tile.hint}</p>
        </div>
      ))}
    </section>
  );
}
