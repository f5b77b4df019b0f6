import { TextField } from '@portal/ui/text-field';
import { SelectField } from '../../../components/choice-fields';
import { SearchButtons, SearchForm, useSearchForm } from '../../../components/search-form';
import type { AuditFilters } from '../api/audit-log';
import { auditFiltersFormSchema, emptyFilters, type AuditFiltersForm } from './audit-filters';
import { actionOptions, entityOptions } from './audit-words';

/** The filters, each optional; `initial` comes from the address (see useSearchForm). */
export function AuditFilterForm({
  initial,
  invalid,
  onSearch,
  onClear,
}: {
  initial: AuditFiltersForm;
  invalid: boolean;
  onSearch: (filters: AuditFilters) => void;
  onClear: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSearchForm(auditFiltersFormSchema, initial, invalid);

  return (
    <SearchForm
      label="Filtrar el registro de auditoría"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
    >
      <div className="grid grid-cols-4 items-start gap-4">
        <TextField
          label="Correo del personal"
          type="email"
          hint="El correo completo."
          maxLength={254}
          error={errors.staff?.message}
          {...register('staff')}
        />
        <SelectField
          label="Acción"
          placeholder="Todas"
          options={actionOptions(initial.action)}
          error={errors.action?.message}
          {...register('action')}
        />
        <SelectField
          label="Entidad"
          placeholder="Todas"
          options={entityOptions(initial.entity)}
          error={errors.entity?.message}
          {...register('entity')}
        />
        <TextField
          label="Id de la entidad"
          hint="N° o correo."
          maxLength={32}
          error={errors.entityId?.message}
          {...register('entityId')}
        />
        <TextField label="Desde" type="date" error={errors.from?.message} {...register('from')} />
        <TextField label="Hasta" type="date" error={errors.to?.message} {...register('to')} />
        <SearchButtons
          className="col-span-2 flex gap-2 self-end"
          onClear={() => {
            reset(emptyFilters);
            onClear();
          }}
        />
      </div>
    </SearchForm>
  );
}
