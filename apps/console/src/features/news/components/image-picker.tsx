import { useId, useState, type ChangeEvent } from 'react';
import { NEWS_IMAGE_MAX_BYTES, consoleNewsMessages } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClasses } from '@portal/ui/button';
import { useCheckNewsImage } from '../api/check-image';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`;

/**
 * The image: the picked file goes to the server, which decodes it, refuses it with the reason or answers
 * it cut to 16:9 and reduced to what the phone shows; that answer is what the preview and the save use.
 */
export function ImagePicker({
  hasImage,
  onChange,
}: {
  hasImage: boolean;
  /** Base64 JPEG as the server made it, or null to drop the image. */
  onChange: (imagen: string | null) => void;
}) {
  const check = useCheckNewsImage();
  const [verdict, setVerdict] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const inputId = useId();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > NEWS_IMAGE_MAX_BYTES) {
      setVerdict({ tone: 'error', text: consoleNewsMessages.imageTooLarge });
      return;
    }
    setVerdict(null);
    try {
      const answer = await check.mutateAsync(await readAsDataUrl(file));
      onChange(answer.imagen);
      setVerdict({
        tone: 'success',
        text: `${answer.Mensaje} (${answer.ancho} × ${answer.alto} píxeles, ${kb(answer.bytes)}).`,
      });
    } catch (error) {
      setVerdict({ tone: 'error', text: messageOf(error) });
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 block text-sm font-medium text-slate-700">Imagen (opcional)</legend>
      <p className="text-xs text-slate-500">
        JPG, PNG, GIF o WEBP de hasta 5 MB y al menos 320 × 180 píxeles. El servidor la recorta a 16:9 y la
        reduce a 1280 × 720, como la muestra el teléfono.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={buttonClasses('secondary', 'w-auto cursor-pointer')}>
          {check.isPending
            ? 'Verificando la imagen...'
            : hasImage
              ? 'Cambiar la imagen'
              : 'Elegir una imagen'}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-label="Archivo de la imagen"
          className="sr-only"
          disabled={check.isPending}
          onChange={(event) => void pick(event)}
        />
        {hasImage && (
          <Button
            variant="ghost"
            className="w-auto"
            onClick={() => {
              onChange(null);
              setVerdict(null);
            }}
          >
            Quitar la imagen
          </Button>
        )}
      </div>
      {verdict && <Alert tone={verdict.tone}>{verdict.text}</Alert>}
    </fieldset>
  );
}
