const money = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ARS with 2 decimals, es-AR (e.g. "$ 1.234,50"). */
export const formatMoney = (amount: number) => money.format(amount);

const longDate = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const ddmmyyyy = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "dd/mm/yyyy" -> "yyyy-mm-dd" (for input type=date); anything else -> "". */
export function toIsoDate(value: string | null | undefined): string {
  const match = value?.trim().match(ddmmyyyy);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** "yyyy-mm-dd" -> "dd/mm/yyyy" (the format the server takes); anything else -> "". */
export function toServerDate(value: string | null | undefined): string {
  const match = value?.trim().match(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A calendar date (dd/mm/yyyy or yyyy-mm-dd) in long es-AR form, e.g. "5 de marzo de 1985"; null when not a date. */
export function formatLongDate(value: string | null | undefined): string | null {
  const iso = value && isoDate.test(value.trim()) ? value.trim() : toIsoDate(value);
  const match = iso.match(isoDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return longDate.format(date);
}

// Instants (ISO 8601 date-times from the server) are shown as Buenos Aires dates: members are in Argentina,
// and a fixed zone keeps a loan's date the same on every device.
const instantLongDate = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});
const instantShortDate = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

const instantDateTime = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

const parseInstant = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** An ISO date-time as a long Spanish date, e.g. "14 de marzo de 2025"; '' when not a date. */
export function formatInstantLong(value: string | null | undefined): string {
  const date = parseInstant(value);
  return date ? instantLongDate.format(date) : '';
}

/** An ISO date-time as dd/mm/yyyy; '' when not a date. */
export function formatInstantShort(value: string | null | undefined): string {
  const date = parseInstant(value);
  return date ? instantShortDate.format(date) : '';
}

/** An ISO date-time as dd/mm/yyyy hh:mm, 24-hour (news detail, notification cards); '' when not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseInstant(value);
  if (!date) return '';
  const parts = instantDateTime.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
