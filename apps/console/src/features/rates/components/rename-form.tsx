import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { renameLineSchema, type RateLine } from '@portal/contract';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useRenameLine, type RenameLine } from '../api/rates';
import { ConfirmActions } from '../../../components/confirm-actions';

/** A new name for the line, proposed to another parámetros; loans keep the name they were made with. */
export function RenameForm({
  line,
  onClose,
  onProposed,
}: {
  line: RateLine;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const rename = useRenameLine(line.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenameLine>({
    resolver: zodResolver(renameLineSchema),
    defaultValues: { nombre: line.nombre, reason: '' },
  });
  const submit = handleSubmit(async (input) => {
    try {
      onProposed((await rename.mutateAsync(input)).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Cambiar el nombre: ${line.nombre}`}
      className="space-y-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <p className="text-sm text-slate-600">
        El nombre nuevo rige cuando otra persona de Parámetros lo apruebe. Los préstamos ya pedidos conservan
        el nombre con el que se pidieron.
      </p>
      <div className="max-w-md">
        <TextField
          label="Nombre nuevo"
          maxLength={80}
          error={errors.nombre?.message}
          {...register('nombre')}
        />
      </div>
      <TextAreaField
        label="Motivo del cambio de nombre"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <ConfirmActions
        error={rename.error}
        pending={rename.isPending}
        busy="Proponiendo..."
        confirm="Proponer el nombre"
        onBack={onClose}
        back="Cancelar"
      />
    </form>
  );
}
