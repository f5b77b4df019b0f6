import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ConsoleOrganismo } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/choice-fields';
import { useSaveOrganismoPayroll, type OrganismoPayrollInput } from '../api/save-organismo-payroll';
import { SectionCard } from './section-card';
import {
  organismoSettingsFormSchema,
  settingsFormValues,
  type OrganismoSettingsForm,
} from './organismo-settings-form';
import { ConfirmActions } from '../../../components/confirm-actions';

const percent = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;

/** The organismo's payroll settings, and for parámetros the form that changes them (with a reason). */
export function OrganismoSettings({
  organismo,
  editable,
}: {
  organismo: ConsoleOrganismo;
  editable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const o = organismo;
  return (
    <SectionCard
      title="Datos de haberes"
      aside={
        editable && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Editar datos de haberes
          </Button>
        )
      }
    >
      {notice && (
        <div className="mb-3">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {o.codigoDescuento === null && o.descontandoSinCodigo > 0 && (
        <div className="mb-3">
          <Alert tone="warning">
            <p className="font-semibold">
              Sin código de descuento, con{' '}
              {o.descontandoSinCodigo === 1
                ? '1 préstamo'
                : `${o.descontandoSinCodigo.toLocaleString('es-AR')} préstamos`}{' '}
              en Descontando
            </p>
            <p>
              No se pueden generar las órdenes de este organismo y esas cuotas no se descuentan.{' '}
              {editable
                ? "Cargue el código con 'Editar datos de haberes'."
                : 'Pida a Parámetros que cargue el código en los datos de haberes.'}
            </p>
          </Alert>
        </div>
      )}
      <dl className="grid grid-cols-4 gap-4 text-sm">
        <Setting label="Código de descuento">
          {o.codigoDescuento ?? 'Sin código: no se generan órdenes'}
        </Setting>
        <Setting label="Día de corte">
          {o.diaCorte === null ? 'Sin día de corte' : `Día ${o.diaCorte}`}
        </Setting>
        <Setting label="Capacidad sin margen informado">{`${percent(o.capacidadPorcentaje)} del haber neto`}</Setting>
        <Setting label="Vigencia de la capacidad">{`${o.capacidadValidezDias} días`}</Setting>
      </dl>
      {editable && (
        <SettingsDialog
          // Opened again after a save, the form starts from the saved values.
          key={JSON.stringify(o)}
          organismo={o}
          open={open}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            setNotice(message);
          }}
        />
      )}
    </SectionCard>
  );
}

function Setting({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function SettingsDialog({
  organismo,
  open,
  onClose,
  onSaved,
}: {
  organismo: ConsoleOrganismo;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveOrganismoPayroll(organismo.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrganismoSettingsForm, unknown, OrganismoPayrollInput>({
    resolver: zodResolver(organismoSettingsFormSchema),
    defaultValues: settingsFormValues(organismo),
  });
  const close = () => {
    save.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit((input) =>
    save.mutateAsync(input).then(
      (answer) => {
        save.reset();
        reset();
        onSaved(answer.Mensaje);
      },
      () => undefined,
    ),
  );
  return (
    <Dialog open={open} title={`Datos de haberes: ${organismo.nombreCorto}`} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Código de descuento"
            hint="Vacío: el organismo no tiene código y no se generan órdenes"
            maxLength={20}
            error={errors.codigoDescuento?.message}
            {...register('codigoDescuento')}
          />
          <TextField
            label="Día de corte"
            inputMode="numeric"
            hint="Del 1 al 28; vacío si no tiene"
            error={errors.diaCorte?.message}
            {...register('diaCorte')}
          />
          <TextField
            label="Porcentaje del haber neto"
            inputMode="decimal"
            hint="Capacidad cuando el archivo no informa el margen"
            error={errors.capacidadPorcentaje?.message}
            {...register('capacidadPorcentaje')}
          />
          <TextField
            label="Vigencia de la capacidad (días)"
            inputMode="numeric"
            hint="Después, el socio queda sin disponible"
            error={errors.capacidadValidezDias?.message}
            {...register('capacidadValidezDias')}
          />
        </div>
        <TextAreaField
          label="Motivo del cambio"
          maxLength={1000}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <ConfirmActions
          error={save.error}
          pending={save.isPending}
          busy="Guardando..."
          confirm="Guardar"
          onBack={close}
        />
      </form>
    </Dialog>
  );
}
