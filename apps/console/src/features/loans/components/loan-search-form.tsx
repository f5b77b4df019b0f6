import { loanStates } from '@portal/contract';
import { TextField } from '@portal/ui/text-field';
import { SelectField } from '../../../components/choice-fields';
import { SearchButtons, SearchForm, useSearchForm } from '../../../components/search-form';
import type { LoanFilters } from '../api/search-loans';
import { emptyFilters, loanFiltersFormSchema, type LoanFiltersForm } from './search-filters';

const stateOptions = Object.values(loanStates).map((estado) => ({ value: estado, label: estado }));

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
    handleSubmit,
    reset,
    formState: { errors },
  } = useSearchForm(loanFiltersFormSchema, initial, invalid);

  return (
    <SearchForm label="Buscar préstamos" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] items-start gap-4">
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
        <TextField
          label="N° de organismo"
          inputMode="numeric"
          maxLength={9}
          error={errors.organismoId?.message}
          {...register('organismoId')}
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
