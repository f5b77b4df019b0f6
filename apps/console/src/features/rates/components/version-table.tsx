import type { RateVersion } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { percent } from './figures';

export const stateLabels: Record<RateVersion['estado'], string> = {
  vigente: 'Vigente',
  programada: 'Programada',
  anterior: 'Anterior',
};
const stateClasses: Record<RateVersion['estado'], string> = {
  vigente: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  programada: 'bg-brand-50 text-brand-900 ring-brand-200',
  anterior: 'bg-slate-100 text-slate-600 ring-slate-200',
};

const versionColumns: HeaderCell[] = [
  { label: 'Montos', align: 'left' },
  { label: 'Cuotas', align: 'left' },
  { label: 'TNA', align: 'right' },
  { label: 'TEA', align: 'right' },
  { label: 'CFT', align: 'right' },
];

const rangeOf = (r: RateVersion['rows'][number]) =>
  `${formatMoney(r.minAmount)} a ${formatMoney(r.maxAmount)}, de a ${formatMoney(r.step)}`;

/** One version: its state, since when, and TNA, TEA and CFT per row, the amount range named once per tier. */
export function VersionTable({ version }: { version: RateVersion }) {
  const since = version.vigenteDesde
    ? `Desde el ${formatDateTime(version.vigenteDesde)}`
    : 'Tabla inicial de la línea';
  const tiers = new Set(version.rows.map(rangeOf)).size;
  return (
    <details open={version.estado !== 'anterior'} className="group rounded-xl ring-1 ring-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateClasses[version.estado]}`}
        >
          {stateLabels[version.estado]}
        </span>
        <span className="font-medium text-slate-900">{since}</span>
        <span className="text-slate-600">
          {tiers === 1 ? '1 rango de montos' : `${tiers} rangos de montos`}
        </span>
      </summary>
      <table className="w-full border-collapse border-t border-slate-200 text-sm">
        <caption className="sr-only">{`${stateLabels[version.estado]}: ${since}`}</caption>
        <TableHead
          className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          cell="px-4 py-2"
          columns={versionColumns}
        />
        <tbody>
          {version.rows.map((row, i) => {
            const range = rangeOf(row);
            const first = i === 0 || rangeOf(version.rows[i - 1]!) !== range;
            return (
              <tr
                key={`${row.minAmount}-${row.cuotas}`}
                className={first && i > 0 ? 'border-t border-slate-300' : 'border-t border-slate-100'}
              >
                <td className="px-4 py-1.5 whitespace-nowrap text-slate-600 tabular-nums">
                  {first ? range : <span className="sr-only">{range}</span>}
                </td>
                <td className="px-4 py-1.5 text-slate-900 tabular-nums">{row.cuotas}</td>
                <td className="px-4 py-1.5 text-right tabular-nums">{percent(row.tna)}</td>
                <td className="px-4 py-1.5 text-right tabular-nums">{percent(row.tea)}</td>
                <td className="px-4 py-1.5 text-right font-medium tabular-nums">{percent(row.cft)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
