import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loanStates } from '@portal/contract';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { SelectField } from '../../../components/choice-fields';
import type { LoanFilters } from '../api/search-loans';
import { loanFiltersFormSchema, type LoanFiltersForm } from './search-filters';

const stateOptions = Object.values(loanStates).map((estado) => ({ value: estado, label: estado }));

/**
 * The filters, each optional. `initial` comes from the address: when it holds a filter that is not
 * valid, the errors show at once instead of a search that would ignore it.
 */
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
    trigger,
    formState: { errors },
  } = useForm<LoanFiltersForm, unknown, LoanFilters>({
    resolver: zodResolver(loanFiltersFormSchema),
    values: initial,
  });
  useEffect(() => {
    if (invalid) void trigger();
  }, [invalid, trigger]);

  return (
    <form
      role="search"
      aria-label="Buscar préstamos"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
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
      <div className="mt-4 flex gap-2">
        <Button type="submit">Buscar</Button>
        <Button
          variant="ghost"
          onClick={() => {
            reset({ dni: '', apellido: '', prestamoId: '', estado: '', organismoId: '' });
            onClear();
          }}
        >
          Limpiar
        </Button>
      </div>
    </form>
  );
}
