import { situationOptions, type CollectionsFilters } from '@portal/contract';
import { TextField } from '@portal/ui/text-field';
import { SelectField } from '../../../components/choice-fields';
import { SearchButtons, SearchForm, useSearchForm } from '../../../components/search-form';
import { useOrganismos } from '../api/organismos';
import {
  collectionsFiltersFormSchema,
  emptyFilters,
  type CollectionsFiltersForm,
} from './collections-filters';

/** The list's filters, each optional; `initial` comes from the address (see useSearchForm). */
export function CollectionsFilterForm({
  initial,
  invalid,
  onSearch,
  onClear,
}: {
  initial: CollectionsFiltersForm;
  invalid: boolean;
  onSearch: (filters: CollectionsFilters) => void;
  onClear: () => void;
}) {
  const organismos = useOrganismos();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSearchForm(collectionsFiltersFormSchema, initial, invalid);
  const organismoOptions = (organismos.data?.items ?? []).map((o) => ({
    value: String(o.id),
    label: o.nombre,
  }));
  // An organismo in the address shows as chosen before the list arrives (the select keeps its value).
  if (initial.organismoId && !organismoOptions.some((o) => o.value === initial.organismoId))
    organismoOptions.push({ value: initial.organismoId, label: `Organismo N° ${initial.organismoId}` });

  return (
    <SearchForm label="Filtrar préstamos en mora" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] items-start gap-4">
        <SelectField
          label="Organismo"
          placeholder="Todos"
          options={organismoOptions}
          error={errors.organismoId?.message}
          hint={organismos.isError ? 'No se pudo leer la lista de organismos.' : undefined}
          {...register('organismoId')}
        />
        <SelectField
          label="Situación"
          placeholder="Todas"
          options={situationOptions}
          error={errors.situacion?.message}
          {...register('situacion')}
        />
        <TextField
          label="Días desde"
          inputMode="numeric"
          maxLength={5}
          error={errors.diasDesde?.message}
          {...register('diasDesde')}
        />
        <TextField
          label="Días hasta"
          inputMode="numeric"
          maxLength={5}
          error={errors.diasHasta?.message}
          {...register('diasHasta')}
        />
        <TextField
          label="Socio"
          hint="Nombre, apellido o DNI; sin importar tildes."
          maxLength={50}
          error={errors.q?.message}
          {...register('q')}
        />
      </div>
      <SearchButtons
        className="mt-4 flex gap-2"
        onClear={() => {
          reset(emptyFilters);
          onClear();
        }}
      />
    </SearchForm>
  );
}
