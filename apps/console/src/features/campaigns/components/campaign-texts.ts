import type { CampaignAudienceView, CampaignSummary } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';

/**
 * Who a campaign goes to, in a line: 'Todos los socios', 'Organismos: AMEP, EJ' (the full names when
 * `names` is 'long'), 'Socio: …'.
 */
export function audienceText(audience: CampaignAudienceView, names: 'short' | 'long' = 'short'): string {
  if (audience.kind === 'all') return 'Todos los socios';
  if (audience.kind === 'organismos')
    return `${audience.organismos.length === 1 ? 'Organismo' : 'Organismos'}: ${audience.organismos
      .map((o) => (names === 'long' ? o.nombre : o.nombreCorto))
      .join(', ')}`;
  return audience.member
    ? `Socio: ${audience.member.nombre} (DNI ${audience.member.dni})`
    : 'Un socio que ya no está registrado';
}

/** When it went, or when it goes; a cancelled one says when it was to go. */
export function whenText(c: Pick<CampaignSummary, 'state' | 'sendAt' | 'sentAt'>): string {
  if (c.state === 'sent') return `Enviada el ${formatDateTime(c.sentAt ?? c.sendAt)}`;
  if (c.state === 'scheduled') return `Programada para el ${formatDateTime(c.sendAt)}`;
  return `Iba a enviarse el ${formatDateTime(c.sendAt)}`;
}

/** '60 %' of `total`; null while nothing was delivered. */
export const shareOf = (count: number, total: number) =>
  total > 0 ? `${Math.round((count / total) * 100)} %` : null;

/** '3 (60 %)' of `total`; just the number while nothing was delivered. */
export function countWithShare(count: number, total: number): string {
  const n = count.toLocaleString('es-AR');
  const share = shareOf(count, total);
  return share ? `${n} (${share})` : n;
}
