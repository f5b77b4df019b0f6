import type { ConsoleOrganismo, PayrollPeriod } from '@portal/contract';
import { Dialog } from '../../../components/dialog';
import { useClosePeriod } from '../api/period-actions';
import { periodLabel } from '../api/paths';
import { ConfirmActions } from '../../../components/confirm-actions';

/** 'Cerrar período', confirmed: the portfolio is frozen as it stands and no more results are taken. */
export function ClosePeriodDialog({
  organismo,
  period,
  open,
  onClose,
  onClosed,
}: {
  organismo: ConsoleOrganismo;
  period: PayrollPeriod;
  open: boolean;
  onClose: () => void;
  onClosed: (message: string) => void;
}) {
  const closePeriod = useClosePeriod(organismo.id);
  const label = periodLabel(period.period);
  const close = () => {
    closePeriod.reset();
    onClose();
  };
  return (
    <Dialog open={open} title={`Cerrar el período ${label}`} onClose={close}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Se congela la foto de la cartera de {organismo.nombreCorto} tal como está hoy: préstamos, saldos,
          cuotas restantes, mora, días de atraso, situación y previsión (con las tasas vigentes hoy). Es la
          base del informe mensual al regulador.
        </p>
        <p className="text-sm font-medium text-slate-900">
          Después de cerrarlo, el período no admite más archivos de resultados. No se puede deshacer.
        </p>
        <ConfirmActions
          error={closePeriod.error}
          pending={closePeriod.isPending}
          busy="Cerrando..."
          confirm="Cerrar el período"
          onBack={close}
          onConfirm={() =>
            void closePeriod.mutateAsync(period.period).then(
              (answer) => onClosed(answer.Mensaje),
              () => undefined,
            )
          }
        />
      </div>
    </Dialog>
  );
}
