import type { FieldArrayWithId, UseFormRegister } from 'react-hook-form';
import type { RateRowFigures } from '@portal/contract';
import { Button } from '@portal/ui/button';
import { inputClasses } from '@portal/ui/text-field';
import { TableHead, type HeaderCell } from '../../../components/table-head';
import { percent } from './figures';
import type { RateForm } from './rate-draft';

const inputs = [
  ['minAmount', 'Desde ($)', 'Monto mínimo', 'decimal'],
  ['maxAmount', 'Hasta ($)', 'Monto máximo', 'decimal'],
  ['step', 'Paso ($)', 'Paso entre montos', 'decimal'],
  ['cuotas', 'Cuotas', 'Cuotas', 'numeric'],
  ['tna', 'TNA (%)', 'TNA', 'decimal'],
] as const;

const rowColumns: HeaderCell[] = [
  { label: 'Fila', align: 'left' },
  ...inputs.map(([, header]) => ({
    label: header,
    align: 'left' as const,
    className: 'px-2 py-2 whitespace-nowrap',
  })),
  { label: 'TEA', align: 'right' },
  { label: 'CFT', align: 'right' },
  { label: 'Acciones', srOnly: true },
];

/** The editor's rows: amount range, count and TNA typed; TEA and CFT from the server's preview. */
export function RateRowsTable({
  fields,
  register,
  figures,
  onRemove,
}: {
  fields: FieldArrayWithId<RateForm, 'rows'>[];
  register: UseFormRegister<RateForm>;
  figures: RateRowFigures[] | undefined;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Tasas por rango de montos y cantidad de cuotas</caption>
        <TableHead
          className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          cell="px-2 py-2"
          columns={rowColumns}
        />
        <tbody>
          {fields.map((field, index) => {
            const row = figures?.[index];
            return (
              <tr key={field.id} className="border-t border-slate-100">
                <td className="px-2 py-1.5 text-slate-500 tabular-nums">{index + 1}</td>
                {inputs.map(([key, , label, mode]) => (
                  <td
                    key={key}
                    className={`px-2 py-1.5 ${key === 'cuotas' || key === 'tna' ? 'w-24' : 'w-36'}`}
                  >
                    <input
                      aria-label={`${label} de la fila ${index + 1}`}
                      inputMode={mode}
                      className={inputClasses}
                      {...register(`rows.${index}.${key}`)}
                    />
                  </td>
                ))}
                <td className="px-2 py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {percent(row?.tea ?? null)}
                </td>
                <td className="px-2 py-1.5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {percent(row?.cft ?? null)}
                </td>
                <td className="px-2 py-1.5 text-right">
                  <Button
                    variant="ghost"
                    aria-label={`Quitar la fila ${index + 1}`}
                    disabled={fields.length === 1}
                    onClick={() => onRemove(index)}
                  >
                    Quitar
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
