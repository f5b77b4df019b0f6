import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEWS_TEXT_MAX,
  NEWS_TITLE_MAX,
  newsDraftSchema,
  type ConsoleNews,
  type NewsDraft,
  type NewsDraftInput,
  type NewsSaved,
} from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { newsImageUrl } from '../api/news-item';
import { useOrganismos } from '../api/organismos';
import { useSaveNews } from '../api/save-news';
import { AudienceFields } from './audience-fields';
import { ImagePicker } from './image-picker';
import { PhonePreview } from './phone-preview';

const valuesOf = (item: ConsoleNews | undefined): NewsDraftInput => ({
  titulo: item?.titulo ?? '',
  texto: item?.texto ?? '',
  paraTodos: item?.paraTodos ?? true,
  organismoIds: item?.organismoIds ?? [],
});

/**
 * Title, text, image and audience, checked by the contract's schema, beside the phone preview that
 * follows every keystroke. `imagen` is left out of the values until staff pick or drop one, so an edit
 * keeps the stored image.
 */
export function NewsForm({
  item,
  onSaved,
  publishing,
}: {
  item?: ConsoleNews;
  onSaved: (saved: NewsSaved) => void;
  /** The publishing panel, told whether the form holds unsaved changes. */
  publishing?: (unsaved: boolean) => ReactNode;
}) {
  const save = useSaveNews();
  const organismos = useOrganismos();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isDirty },
  } = useForm<NewsDraftInput, unknown, NewsDraft>({
    resolver: zodResolver(newsDraftSchema),
    values: valuesOf(item),
    resetOptions: { keepDirtyValues: false },
  });
  const [titulo, texto, imagen] = useWatch({ control, name: ['titulo', 'texto', 'imagen'] });

  const image =
    typeof imagen === 'string'
      ? `data:image/jpeg;base64,${imagen}`
      : imagen === null || !item?.tieneImagen
        ? null
        : newsImageUrl(item.id, item.updatedAt);

  const submit = handleSubmit(async (draft) => {
    try {
      onSaved(await save.mutateAsync({ id: item?.id ?? null, draft }));
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <div className="flex items-start gap-8">
      <div className="min-w-0 flex-1 space-y-6">
        {publishing?.(isDirty)}
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={item ? 'Editar la novedad' : 'Nueva novedad'}
          className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <TextField
            label="Título"
            maxLength={NEWS_TITLE_MAX}
            autoComplete="off"
            error={errors.titulo?.message}
            {...register('titulo')}
          />
          <TextAreaField
            label="Texto"
            rows={9}
            maxLength={NEWS_TEXT_MAX}
            hint="Texto simple: cada línea en blanco separa un párrafo. Si pega HTML, los socios ven solo su texto, nunca las etiquetas."
            error={errors.texto?.message}
            {...register('texto')}
          />
          <Controller
            control={control}
            name="imagen"
            render={({ field }) => (
              <ImagePicker hasImage={image !== null} onChange={(value) => field.onChange(value)} />
            )}
          />
          <Controller
            control={control}
            name="paraTodos"
            render={({ field }) => (
              <Controller
                control={control}
                name="organismoIds"
                render={({ field: ids }) => (
                  <AudienceFields
                    paraTodos={field.value}
                    organismoIds={ids.value}
                    organismos={organismos.data}
                    organismosError={organismos.isError ? messageOf(organismos.error) : null}
                    error={errors.organismoIds?.message}
                    onParaTodos={(value) => field.onChange(value)}
                    onOrganismos={(value) => setValue('organismoIds', value, { shouldDirty: true })}
                  />
                )}
              />
            )}
          />
          {save.isError && <Alert tone="error">{messageOf(save.error)}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" className="w-auto" disabled={save.isPending || (item && !isDirty)}>
              {save.isPending ? 'Guardando...' : item ? 'Guardar los cambios' : 'Guardar el borrador'}
            </Button>
          </div>
        </form>
      </div>
      <PhonePreview
        news={{
          id: item?.id ?? 0,
          title: titulo.trim() || 'Título de la novedad',
          content: texto.trim() || 'El texto de la novedad aparece aquí.',
          date: item?.publishAt ?? new Date().toISOString(),
          image,
        }}
      />
    </div>
  );
}
