// Server date-times (ISO 8601) shown as Buenos Aires wall time, like the other instants of the app:
// members are in Argentina, and a fixed zone shows a notice at the same time on every device.
const parts = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

function fields(value: string | null | undefined) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** dd/mm/yyyy (news cards); '' when not a date. */
export function formatDay(value: string | null | undefined): string {
  const f = fields(value);
  return f ? `${f.day}/${f.month}/${f.year}` : '';
}

/** dd/mm/yyyy hh:mm, 24-hour (news detail; notification cards' dd/MM/yyyy HH:mm); '' when not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const f = fields(value);
  return f ? `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}` : '';
}
