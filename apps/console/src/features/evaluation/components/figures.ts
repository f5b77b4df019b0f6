/** A rate as the member app shows it: '78,50 %'. */
export const formatPercent = (value: number) =>
  `${value.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** 'Menos de 1 h', '5 h', '1 día', '3 días y 4 h': how long a request has waited. */
export function formatWaiting(hours: number): string {
  if (hours < 1) return 'Menos de 1 h';
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const dayText = days === 1 ? '1 día' : `${days} días`;
  return rest === 0 ? dayText : `${dayText} y ${rest} h`;
}

/**
 * How urgent a wait is: a request should be decided within a working day; past two days it is late.
 * The thresholds are the console's, not the server's: nothing is refused for waiting.
 */
export const waitingTone = (hours: number): 'ok' | 'warn' | 'late' =>
  hours >= 48 ? 'late' : hours >= 24 ? 'warn' : 'ok';
