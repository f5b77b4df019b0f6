import type { UseFormRegisterReturn } from 'react-hook-form';

/** The two conditions of an organismo, as the create and edit dialogs ask them. */
export function ConditionsFieldset({
  requiereHaberes,
  esEjercito,
}: {
  requiereHaberes: UseFormRegisterReturn;
  esEjercito: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Condiciones</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...requiereHaberes} />
        Los socios deben enviar certificado y recibo de haberes al pedir un préstamo
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...esEjercito} />
        Es el Ejército
      </label>
    </fieldset>
  );
}
