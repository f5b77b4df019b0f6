import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  campaignTextMax,
  campaignTitleMax,
  createCampaignSchema,
  type CreateCampaign,
  type CreateCampaignInput,
} from '@portal/contract';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { TextAreaField } from '../../../components/choice-fields';
import { AudienceFields, emptyAudience } from './audience-fields';
import { ConfirmCampaignDialog } from './confirm-campaign-dialog';
import { NoticePreview } from './notice-preview';

const initial: CreateCampaignInput = {
  title: '',
  text: '',
  requiresAck: true,
  audience: emptyAudience('organismos'),
  sendAt: null,
};

/** The earliest time the picker offers: the next minute, in Buenos Aires (the console's time zone). */
const nextMinuteLocal = () => new Date(Date.now() + 60_000 - 3 * 3600_000).toISOString().slice(0, 16);

/** The date the member will see: the chosen Buenos Aires time, or now while none is chosen. */
const previewTime = (local: string) => {
  const at = new Date(`${local}:00-03:00`);
  return Number.isNaN(at.getTime()) ? new Date().toISOString() : at.toISOString();
};

/**
 * A new campaign, checked by the contract's schema (the server checks it again with the same one), then
 * confirmed in a dialog that says who gets it and when: a campaign cannot be taken back once sent.
 */
export function CampaignForm({ onDone }: { onDone: (id: number, message: string) => void }) {
  const [confirming, setConfirming] = useState<CreateCampaign | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<CreateCampaignInput, unknown, CreateCampaign>({
    resolver: zodResolver(createCampaignSchema),
    defaultValues: initial,
  });
  const kind = watch('audience').kind;
  const sendAt = watch('sendAt');
  const text = watch('text');
  const submit = handleSubmit((campaign) => setConfirming(campaign));

  const title = watch('title');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_23rem] items-start gap-6">
      <section
        aria-label="Datos de la campaña"
        className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
          <TextField
            label="Título"
            maxLength={campaignTitleMax}
            autoComplete="off"
            hint="El socio lo ve en negrita, en hasta dos líneas."
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label="Texto del aviso"
            rows={5}
            maxLength={campaignTextMax}
            hint={`Se muestra tal como se escribe, sin formato. ${text.length} de ${campaignTextMax} caracteres.`}
            error={errors.text?.message}
            {...register('text')}
          />
          <label className="flex cursor-pointer items-start gap-2">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" {...register('requiresAck')} />
            <span>
              <span className="block text-sm font-medium text-slate-900">Pedir que tomen conocimiento</span>
              <span className="block text-xs text-slate-500">
                El socio ve &apos;Tomar conocimiento&apos; en todo aviso sin leer, se pida o no: así funciona
                la aplicación. Pedirlo hace que la campaña cuente quiénes lo tocaron, como constancia de
                lectura; sin pedirlo, solo cuenta los avisos entregados y vistos.
              </span>
            </span>
          </label>
          <AudienceFields
            kind={kind}
            onKind={(next) => setValue('audience', emptyAudience(next), { shouldValidate: isSubmitted })}
            control={control}
            register={register}
            errors={errors.audience}
          />
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-700">Envío</legend>
            <div className="flex flex-wrap gap-6">
              <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="when"
                  checked={sendAt === null}
                  onChange={() => setValue('sendAt', null)}
                  className="h-4 w-4 accent-brand-700"
                />
                Ahora
              </label>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="when"
                  checked={sendAt !== null}
                  onChange={() => setValue('sendAt', '')}
                  className="h-4 w-4 accent-brand-700"
                />
                En una fecha y hora
              </label>
            </div>
            {sendAt !== null && (
              <TextField
                label="Fecha y hora de envío"
                type="datetime-local"
                min={nextMinuteLocal()}
                className="max-w-md"
                hint="Hora de Argentina. El servidor la envía solo; hasta entonces se puede cancelar."
                error={errors.sendAt?.message}
                {...register('sendAt')}
              />
            )}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit">{sendAt === null ? 'Revisar y enviar' : 'Revisar y programar'}</Button>
          </div>
          {confirming && (
            <ConfirmCampaignDialog
              campaign={confirming}
              onClose={() => setConfirming(null)}
              onDone={onDone}
            />
          )}
        </form>
      </section>
      <NoticePreview title={title} text={text} at={sendAt ? previewTime(sendAt) : new Date().toISOString()} />
    </div>
  );
}
