import { periodStateLabels, type PayrollPeriod } from '@portal/contract';

const tones: Record<PayrollPeriod['state'], string> = {
  ordered: 'bg-sky-100 text-sky-900',
  results: 'bg-amber-100 text-amber-900',
  posted: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-800',
};

/** A period's state by the contract's name, coloured by where it stands. */
export function PeriodStateBadge({ state }: { state: PayrollPeriod['state'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[state]}`}
    >
      {periodStateLabels[state]}
    </span>
  );
}

/** What comes next for a period, in the words of tesorería's day. */
export function nextStep(period: PayrollPeriod): string {
  if (period.propuestasPendientes.length > 0) return 'Otra persona de tesorería aprueba la imputación';
  switch (period.state) {
    case 'ordered':
      return 'Importar los resultados que devuelva el organismo';
    case 'results':
      return 'Volver a importar los resultados (la propuesta fue rechazada)';
    case 'posted':
      return 'Cerrar el período';
    case 'closed':
      return 'Cerrado: la foto de cartera está disponible';
  }
}
