import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { SelectField } from '../../../components/choice-fields';
import type { AuditFilters } from '../api/audit-log';
import { auditFiltersFormSchema, emptyFilters, type AuditFiltersForm } from './audit-filters';
import { actionOptions, entityOptions } from './audit-words';

/**
 * The filters, each optional. `initial` comes from the address: when it holds a filter that is not
 * valid, the errors show at once instead of a search that would ignore it.
 */
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
    trigger,
    formState: { errors },
  } = useForm<AuditFiltersForm, unknown, AuditFilters>({
    resolver: zodResolver(auditFiltersFormSchema),
    values: initial,
  });
  useEffect(() => {
    if (invalid) void trigger();
  }, [invalid, trigger]);

  return (
    <form
      role="search"
      aria-label="Filtrar el registro de auditoría"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
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
        <div className="col-span-2 flex gap-2 self-end">
          <Button type="submit">Buscar</Button>
          <Button
            variant="ghost"
            onClick={() => {
              reset(emptyFilters);
              onClear();
            }}
          >
            Limpiar
          </Button>
        </div>
      </div>
    </form>
  );
}
