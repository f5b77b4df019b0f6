import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CreateCampaign, CreateCampaignInput } from '@portal/contract';
import { FieldError } from '@portal/ui/field-error';
import { TextField } from '@portal/ui/text-field';
import { useOrganismos } from '../api/organismos';

type Kind = CreateCampaignInput['audience']['kind'];

export const audienceChoices: { kind: Kind; label: string; hint: string }[] = [
  { kind: 'organismos', label: 'Organismos', hint: 'Los socios de los organismos que elija' },
  { kind: 'member', label: 'Un socio', hint: 'Por su DNI o su correo' },
  { kind: 'all', label: 'Todos los socios', hint: 'Cada socio registrado' },
];

/** The fresh audience of a kind: switching kind starts its fields empty. */
export const emptyAudience = (kind: Kind): CreateCampaignInput['audience'] =>
  kind === 'member' ? { kind, member: '' } : kind === 'organismos' ? { kind, organismoIds: [] } : { kind };

/** Errors of the union's branches, read by field name (react-hook-form types them per branch). */
type AudienceErrors = FieldErrors<{ member: string; organismoIds: number[] }> & { message?: string };

/** Who receives it: the kind, then the organismos (checkboxes) or the member (DNI or e-mail). */
export function AudienceFields({
  kind,
  onKind,
  control,
  register,
  errors,
}: {
  kind: Kind;
  onKind: (kind: Kind) => void;
  control: Control<CreateCampaignInput, unknown, CreateCampaign>;
  register: UseFormRegister<CreateCampaignInput>;
  errors: AudienceErrors | undefined;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Destinatarios</legend>
      <div className="grid grid-cols-3 gap-2">
        {audienceChoices.map((choice) => (
          <label
            key={choice.kind}
            className="flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
          >
            <input
              type="radio"
              name="audience-kind"
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => onKind(choice.kind)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{choice.label}</span>
              <span className="block text-xs text-slate-500">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {kind === 'member' && (
        <TextField
          label="DNI o correo del socio"
          autoComplete="off"
          maxLength={254}
          hint="Por ejemplo 30123456 o socio@correo.com.ar"
          error={errors?.member?.message}
          {...register('audience.member')}
        />
      )}
      {kind === 'organismos' && <OrganismoChoices control={control} error={errors?.organismoIds?.message} />}
      <FieldError id="audience-error" message={errors?.message} />
    </fieldset>
  );
}

function OrganismoChoices({
  control,
  error,
}: {
  control: Control<CreateCampaignInput, unknown, CreateCampaign>;
  error: string | undefined;
}) {
  const organismos = useOrganismos();
  if (organismos.isPending) return <p className="text-sm text-slate-500">Cargando los organismos...</p>;
  if (organismos.isError)
    return <p className="text-sm text-red-700">No se pudieron cargar los organismos. Recargue la página.</p>;
  return (
    <Controller
      control={control}
      name="audience.organismoIds"
      render={({ field }) => {
        const chosen = new Set(field.value);
        return (
          <fieldset aria-describedby={error ? 'organismos-error' : undefined}>
            <legend className="sr-only">Organismos</legend>
            <div className="grid grid-cols-2 gap-2">
              {organismos.data.items.map((o) => (
                <label
                  key={o.id}
                  className="flex cursor-pointer items-start gap-2 rounded-lg p-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(o.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, o.id]
                          : field.value.filter((id) => id !== o.id),
                      )
                    }
                    onBlur={field.onBlur}
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900">{o.nombre}</span>
                    <span className="block text-xs text-slate-500">{o.nombreCorto}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="organismos-error" message={error} />
          </fieldset>
        );
      }}
    />
  );
}
