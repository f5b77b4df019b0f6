import { campaignStateLabels, type CampaignState } from '@portal/contract';

const tones: Record<CampaignState, string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

export function CampaignStateBadge({ state }: { state: CampaignState }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[state]}`}
    >
      {campaignStateLabels[state]}
    </span>
  );
}
