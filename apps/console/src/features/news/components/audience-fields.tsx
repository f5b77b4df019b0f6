import type { ConsoleOrganismo } from '@portal/contract';
import { FieldError } from '@portal/ui/field-error';

interface AudienceFieldsProps {
  paraTodos: boolean;
  organismoIds: number[];
  organismos: ConsoleOrganismo[] | undefined;
  organismosError: string | null;
  error: string | undefined;
  onParaTodos: (paraTodos: boolean) => void;
  onOrganismos: (ids: number[]) => void;
}

const radio = 'h-4 w-4 border-slate-300 text-brand-800 focus:ring-brand-700';

/** Who reads the item: every member, or the members of the organismos ticked. */
export function AudienceFields({
  paraTodos,
  organismoIds,
  organismos,
  organismosError,
  error,
  onParaTodos,
  onOrganismos,
}: AudienceFieldsProps) {
  const toggle = (id: number, on: boolean) =>
    onOrganismos(on ? [...organismoIds, id] : organismoIds.filter((other) => other !== id));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'audience-error' : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">Destinatarios</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="audiencia"
          className={radio}
          checked={paraTodos}
          onChange={() => onParaTodos(true)}
        />
        Todos los socios
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="audiencia"
          className={radio}
          checked={!paraTodos}
          onChange={() => onParaTodos(false)}
        />
        Solo los socios de algunos organismos
      </label>
      {!paraTodos && (
        <div className="ml-6 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          {organismosError ? (
            <p className="text-sm text-red-700">No se pudieron cargar los organismos: {organismosError}</p>
          ) : !organismos ? (
            <p className="text-sm text-slate-600">Cargando los organismos...</p>
          ) : (
            <ul aria-label="Organismos" className="grid grid-cols-2 gap-x-4 gap-y-1.5">
              {organismos.map((o) => (
                <li key={o.id}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-800"
                      checked={organismoIds.includes(o.id)}
                      onChange={(event) => toggle(o.id, event.target.checked)}
                    />
                    <span>
                      {o.nombre} <span className="text-slate-500">({o.nombreCorto})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldError id="audience-error" message={error} />
    </fieldset>
  );
}
