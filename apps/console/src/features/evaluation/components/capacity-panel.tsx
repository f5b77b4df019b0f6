import type { LoanDetail } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { Fact, Panel } from './panel';

type Request = NonNullable<LoanDetail['solicitud']>;

/** The member's capacity when the request was made and the one in force today, with its date. */
export function CapacityPanel({ solicitud, montoCuota }: { solicitud: Request; montoCuota: number }) {
  return (
    <Panel title="Capacidad de pago">
      <dl className="grid grid-cols-3 gap-4">
        <Fact label="Cuota pedida">{formatMoney(montoCuota)}</Fact>
        <Fact label="Disponible al solicitar">{formatMoney(solicitud.cuotaDisponibleAlSolicitar)}</Fact>
        <Fact label="Capacidad actual">
          {solicitud.capacidadActual === null ? (
            'Sin capacidad informada'
          ) : (
            <>
              {formatMoney(solicitud.capacidadActual)}
              {solicitud.capacidadActualizadaEl && (
                <span className="block text-xs text-slate-500">
                  Informada el {formatDateTime(solicitud.capacidadActualizadaEl)}
                </span>
              )}
            </>
          )}
        </Fact>
      </dl>
    </Panel>
  );
}
