import { useId, type Ref } from 'react';
import { Controller } from 'react-hook-form';
import { loanStates, situationOptions } from '@portal/contract';
import { TextField } from '@portal/ui/text-field';
import { FieldError } from '@portal/ui/field-error';
import { SelectField } from '../../../components/choice-fields';
import { SearchButtons, SearchForm, useSearchForm } from '../../../components/search-form';
import type { LoanFilters } from '../api/search-loans';
import { useOrganismos } from '../api/organismos';
import { emptyFilters, loanFiltersFormSchema, type LoanFiltersForm } from './search-filters';

const stateOptions = Object.values(loanStates).map((estado) => ({ value: estado, label: estado }));
// Five fields a row from 1024 px up, the same columns in both rows.
const grid = 'grid grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))] items-start gap-4';

/**
 * The organismos by name; an organismo the address names that is not (yet) in the list keeps its number,
 * so the select shows what is searched while the list loads.
 */
function useOrganismoOptions(chosen: string) {
  const organismos = useOrganismos();
  const options = (organismos.data ?? []).map((o) => ({ value: String(o.id), label: o.nombre }));
  if (chosen && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: `Organismo N° ${chosen}` });
  return { options, failed: organismos.isError };
}

/** 'En mora' as the address keeps it: 'true' when ticked, blank otherwise. */
function MoraCheckbox({
  checked,
  onChange,
  inputRef,
  name,
  onBlur,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  onBlur: () => void;
  error: string | undefined;
}) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          ref={inputRef}
          name={name}
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        En mora
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The filters, each optional; `initial` comes from the address (see useSearchForm). */
export function LoanSearchForm({
  initial,
  invalid,
  onSearch,
  onClear,
}: {
  initial: LoanFiltersForm;
  invalid: boolean;
  onSearch: (filters: LoanFilters) => void;
  onClear: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSearchForm(loanFiltersFormSchema, initial, invalid);
  const organismos = useOrganismoOptions(initial.organismoId);

  return (
    <SearchForm label="Buscar préstamos" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <div className={grid}>
        <TextField
          label="DNI"
          inputMode="numeric"
          maxLength={12}
          error={errors.dni?.message}
          {...register('dni')}
        />
        <TextField
          label="Apellido"
          hint="El comienzo alcanza; sin importar tildes."
          maxLength={50}
          error={errors.apellido?.message}
          {...register('apellido')}
        />
        <TextField
          label="N° de préstamo"
          inputMode="numeric"
          maxLength={9}
          error={errors.prestamoId?.message}
          {...register('prestamoId')}
        />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={stateOptions}
          error={errors.estado?.message}
          {...register('estado')}
        />
        <SelectField
          label="Organismo"
          placeholder="Todos"
          options={organismos.options}
          hint={organismos.failed ? 'No se pudo leer la lista de organismos.' : undefined}
          error={errors.organismoId?.message}
          {...register('organismoId')}
        />
      </div>
      <fieldset className="mt-4 border-t border-slate-100 pt-4">
        <legend className="sr-only">Atraso y otorgamiento</legend>
        <div className={grid}>
          <SelectField
            label="Situación"
            placeholder="Todas"
            options={situationOptions}
            error={errors.situacion?.message}
            {...register('situacion')}
          />
          <TextField
            label="Días de atraso desde"
            inputMode="numeric"
            maxLength={5}
            error={errors.diasDesde?.message}
            {...register('diasDesde')}
          />
          <TextField
            label="Días de atraso hasta"
            inputMode="numeric"
            maxLength={5}
            error={errors.diasHasta?.message}
            {...register('diasHasta')}
          />
          <TextField
            label="Otorgado desde"
            type="date"
            error={errors.otorgadoDesde?.message}
            {...register('otorgadoDesde')}
          />
          <TextField
            label="Otorgado hasta"
            type="date"
            error={errors.otorgadoHasta?.message}
            {...register('otorgadoHasta')}
          />
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-3">
        <Controller
          control={control}
          name="enMora"
          render={({ field }) => (
            <MoraCheckbox
              checked={field.value === 'true'}
              onChange={(checked) => field.onChange(checked ? 'true' : '')}
              inputRef={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              error={errors.enMora?.message}
            />
          )}
        />
        <SearchButtons
          className="flex gap-2"
          onClear={() => {
            reset(emptyFilters);
            onClear();
          }}
        />
      </div>
    </SearchForm>
  );
}
