import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactChannelLabels, contactChannels, type CollectionItem } from '@portal/contract';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextAreaField } from '../../../components/choice-fields';
import { ConfirmActions } from '../../../components/confirm-actions';
import { useBusinessDate } from '../api/business-date';
import { useRecordContact } from '../api/contacts';
import { contactFormSchema, emptyContact, type ContactForm, type ContactInput } from './contact-form-schema';

const channelOptions = contactChannels.map((canal) => ({ value: canal, label: contactChannelLabels[canal] }));

/**
 * 'Registrar contacto': the channel, what was said, and the member's promise to pay if there was one
 * (a day from the business date on, and optionally an amount). The list then shows it as the last contact.
 */
export function ContactDialog({
  loan,
  onClose,
  onSaved,
}: {
  loan: CollectionItem;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const today = useBusinessDate().data?.fecha;
  const record = useRecordContact(loan.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactForm, unknown, ContactInput>({
    resolver: zodResolver(contactFormSchema(today)),
    defaultValues: emptyContact,
  });
  const submit = handleSubmit((contact) =>
    record.mutateAsync(contact).then(
      (answer) => onSaved(answer.Mensaje),
      () => undefined,
    ),
  );

  return (
    <Dialog open title={`Registrar contacto - Préstamo N° ${loan.id}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{loan.socio.nombre}</p>
          <p className="text-slate-600">
            DNI {loan.socio.dni}
            {loan.socio.celular && ` · Cel. ${loan.socio.celular}`} · {loan.socio.mail}
          </p>
          <p className="mt-1 text-slate-700">
            Adeuda {formatMoney(loan.montoAdeudado)} desde el {toServerDate(loan.vencidaDesde)} (
            {loan.diasAtraso} días).
          </p>
        </div>
        <SelectField
          label="Canal"
          placeholder="Elija el canal"
          options={channelOptions}
          error={errors.canal?.message}
          {...register('canal')}
        />
        <TextAreaField
          label="Nota"
          hint="Qué se habló, con quién, qué quedó pendiente. Hasta 1000 caracteres."
          maxLength={1000}
          rows={4}
          error={errors.nota?.message}
          {...register('nota')}
        />
        <fieldset className="grid grid-cols-2 gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Promesa de pago (opcional)</legend>
          <TextField
            label="Fecha de la promesa"
            type="date"
            min={today}
            error={errors.promesaFecha?.message}
            {...register('promesaFecha')}
          />
          <TextField
            label="Importe prometido"
            inputMode="decimal"
            error={errors.promesaImporte?.message}
            {...register('promesaImporte')}
          />
        </fieldset>
        <ConfirmActions
          error={record.error}
          pending={record.isPending}
          busy="Registrando..."
          confirm="Registrar contacto"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
