import { argentineDay } from '@portal/contract/argentine-day';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { lineNameSchema, type RateLine } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { useProposeLine, useProposeRateTable, useRatePreview } from '../api/rates';
import { RateRowsTable } from './rate-rows-table';
import { draftOf, emptyRow, formFrom, rateFormSchema, rowLike, type RateForm } from './rate-draft';
import { ConfirmActions } from '../../../components/confirm-actions';

/** The draft the preview is asked for, once typing pauses. */
function useSettled<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The serialised value is the dependency: a new array with the same content is not a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** A new version of an existing line's table, or a new line with its first table. */
export type RateEditorMode = { kind: 'version'; line: RateLine } | { kind: 'line' };

const texts = {
  version: {
    heading: 'Nueva versión de la tabla',
    intro:
      'Rige desde el día elegido una vez que otra persona de Parámetros la apruebe. Las solicitudes y los préstamos ya hechos conservan la versión con la que se calcularon.',
    submit: 'Proponer la versión',
  },
  line: {
    heading: 'Nueva línea de préstamo',
    intro:
      'La línea se crea con esta tabla cuando otra persona de Parámetros la apruebe, y se ofrece a los socios desde el día elegido.',
    submit: 'Proponer la línea',
  },
} as const;

/**
 * Amount ranges, installment counts and TNAs, with TNA, TEA and CFT per row as the server's loan math
 * computes them and every problem it would refuse (each naming its row) or warn of. Rows with the same
 * range form one tier. Proposing sends it to another parámetros for approval.
 */
export function RateEditor({
  mode,
  onClose,
  onProposed,
}: {
  mode: RateEditorMode;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const current =
    mode.kind === 'version' ? mode.line.versions.find((v) => v.estado === 'vigente') : undefined;
  const proposeVersion = useProposeRateTable(mode.kind === 'version' ? mode.line.id : 0);
  const proposeLine = useProposeLine();
  const propose = mode.kind === 'version' ? proposeVersion : proposeLine;
  const [nameError, setNameError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RateForm>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: formFrom(current, argentineDay(new Date())),
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const values = useWatch({ control });
  const typedRows = (values.rows ?? []).map((r) => ({ ...emptyRow, ...r }));
  // What is typed now decides whether it can be proposed; the preview asks for it once typing pauses.
  const typed = draftOf({ vigenteDesde: values.vigenteDesde ?? '', rows: typedRows });
  const draft = useSettled(typed);
  const preview = useRatePreview(draft);
  const problems = draft ? (preview.data?.problems ?? []) : [];
  const warnings = draft ? (preview.data?.warnings ?? []) : [];
  const t = texts[mode.kind];

  const submit = handleSubmit(async ({ reason, nombre, ...form }) => {
    const table = draftOf(form);
    if (!table) return;
    try {
      if (mode.kind === 'version') {
        onProposed((await proposeVersion.mutateAsync({ ...table, reason })).Mensaje);
        return;
      }
      const name = lineNameSchema.safeParse(nombre);
      setNameError(name.success ? null : (name.error.issues[0]?.message ?? null));
      if (!name.success) return;
      onProposed((await proposeLine.mutateAsync({ ...table, nombre: name.data, reason })).Mensaje);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode.kind === 'version' ? `Nueva versión: ${mode.line.nombre}` : 'Nueva línea de préstamo'}
      className="space-y-5 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <div>
        <h3 className="text-base font-semibold text-slate-900">{t.heading}</h3>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>
      <div className="grid grid-cols-4 gap-4">
        {mode.kind === 'line' && (
          <div className="col-span-2">
            <TextField
              label="Nombre de la línea"
              maxLength={80}
              error={nameError ?? undefined}
              {...register('nombre')}
            />
          </div>
        )}
        <TextField
          label="Vigente desde"
          type="date"
          min={argentineDay(new Date())}
          {...register('vigenteDesde')}
        />
      </div>

      <RateRowsTable
        fields={rows.fields}
        register={register}
        figures={draft ? preview.data?.rows : undefined}
        onRemove={rows.remove}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => rows.append(rowLike(typedRows.at(-1)))}>
            Agregar cuotas al rango
          </Button>
          <Button variant="secondary" onClick={() => rows.append(emptyRow)}>
            Agregar otro rango
          </Button>
        </div>
        <p className="max-w-xl text-xs text-slate-500">
          Las filas con el mismo rango de montos forman un tramo. Los rangos no pueden superponerse ni dejar
          montos sin cubrir. TEA y CFT los calcula el servidor con el mismo cálculo de los planes; el CFT
          incluye el IVA sobre los intereses y es el mayor entre el mínimo y el máximo del rango.
        </p>
      </div>

      {!typed && (
        <Alert tone="info">
          Complete la fecha y cada fila (montos, cuotas y TNA) con números para ver TEA y CFT.
        </Alert>
      )}
      {preview.isError && <Alert tone="error">{messageOf(preview.error)}</Alert>}
      {problems.length > 0 && (
        <Alert tone="error">
          <span className="block font-medium">El servidor rechazaría esta tabla:</span>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert tone="warning">
          <span className="block font-medium">Se puede proponer, pero:</span>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}

      <TextAreaField
        label="Motivo del cambio"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <ConfirmActions
        error={propose.error}
        pending={propose.isPending}
        busy="Proponiendo..."
        confirm={t.submit}
        onBack={onClose}
        back="Cancelar"
        disabled={!typed}
      />
    </form>
  );
}
