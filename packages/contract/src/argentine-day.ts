/**
 * The one place that knows Argentina's calendar: server and both apps ask it which day, month or wall
 * clock time an instant is in Buenos Aires. Argentina keeps UTC-3 all year (no daylight saving since
 * 2009), which is what `startOfArgentineDay` relies on.
 */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ARGENTINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface ArgentineClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The wall clock in Buenos Aires at that instant, each part zero-padded; a RangeError on an invalid date. */
export function argentineClock(at: Date): ArgentineClock {
  if (Number.isNaN(at.getTime())) throw new RangeError('invalid date');
  const p = Object.fromEntries(clock.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: p.year ?? '',
    month: p.month ?? '',
    day: p.day ?? '',
    hour: p.hour ?? '',
    minute: p.minute ?? '',
    second: p.second ?? '',
  };
}

/** The instant's calendar day in Buenos Aires, 'AAAA-MM-DD'. */
export function argentineDay(at: Date): string {
  const t = argentineClock(at);
  return `${t.year}-${t.month}-${t.day}`;
}

/** The instant's month in Buenos Aires as a payroll period, 'AAAAMM'. */
export function argentinePeriod(at: Date): string {
  const t = argentineClock(at);
  return `${t.year}${t.month}`;
}

/** 'AAAA-MM-DD' as the instant that Argentine day starts. */
export const startOfArgentineDay = (day: string) => new Date(`${day}T00:00:00-03:00`);
