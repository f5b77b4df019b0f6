import type { CampaignDetail } from '@portal/contract';
import { shareOf } from './campaign-texts';

interface Tile {
  label: string;
  value: string;
  /** Of those delivered, e.g. '25 %'. */
  share: string | null;
  hint: string;
}

const counted = (label: string, count: number, delivered: number, hint: string): Tile => ({
  label,
  value: count.toLocaleString('es-AR'),
  share: shareOf(count, delivered),
  hint,
});

/**
 * Delivered, viewed and acknowledged, as the member app's own calls recorded them. A campaign that did
 * not ask for acknowledgement says so instead of a count nobody was asked for.
 */
export function CampaignCounts({ campaign }: { campaign: CampaignDetail }) {
  const { delivered, viewed, acknowledged } = campaign.counts;
  const tiles: Tile[] = [
    {
      label: 'Entregadas',
      value: delivered.toLocaleString('es-AR'),
      share: null,
      hint:
        campaign.state === 'scheduled'
          ? 'Se entregan a la hora programada'
          : campaign.state === 'cancelled'
            ? 'No se envió'
            : 'Socios que la tienen en Notificaciones',
    },
    counted('Vistas', viewed, delivered, 'Socios que abrieron el aviso'),
    campaign.requiresAck
      ? counted('Tomaron conocimiento', acknowledged, delivered, "Tocaron 'Tomar conocimiento'")
      : { label: 'Tomaron conocimiento', value: '—', share: null, hint: 'La campaña no lo pide' },
  ];
  return (
    <section aria-label="Recepción" className="grid grid-cols-3 gap-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">{tile.label}</p>
          <p
            className="mt-1 flex items-baseline gap-2"
            aria-label={`${tile.label}: ${tile.value}${tile.share ? ` (${tile.share})` : ''}`}
          >
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{tile.value}</span>
            {tile.share && (
              <span className="text-sm font-medium text-slate-500 tabular-nums">{tile.share}</span>
            )}
          </p>
          <p className="mt-1 text-xs text-slate-500">{tile.hint}</p>
        </div>
      ))}
    </section>
  );
}
