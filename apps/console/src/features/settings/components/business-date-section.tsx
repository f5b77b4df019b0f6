import { useState } from 'react';
import { addDays } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { toServerDate } from '@portal/ui/format';
import { useBusinessDate } from '../../../lib/business-date';
import { useMoveBusinessDate } from '../api/business-date';

/**
 * 'Fecha de negocio': the day every rule and daily job reads. Where demo data is loaded an administrador
 * moves it forward (never back); the server runs the daily jobs once for each day passed.
 */
export function BusinessDateSection() {
  const businessDate = useBusinessDate();
  const move = useMoveBusinessDate();
  const [fecha, setFecha] = useState('');
  const data = businessDate.data;

  return (
    <section
      aria-labelledby="business-date-title"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="business-date-title" className="text-lg font-semibold text-slate-900">
        Fecha de negocio
      </h2>
      {businessDate.isError && (
        <Alert tone="error">No se pudo cargar la fecha de negocio: {messageOf(businessDate.error)}</Alert>
      )}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Hoy, para las reglas y los procesos diarios: <strong>{toServerDate(data.fecha)}</strong>.
            {data.movible
              ? ' Con datos de demostración se puede adelantar (nunca atrasar); se corren los procesos de cada día.'
              : ' Es el día calendario en Buenos Aires.'}
          </p>
          {data.movible && (
            <form
              noValidate
              className="mt-4 flex max-w-xl items-end gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!fecha) return;
                move.mutate(fecha, { onSuccess: () => setFecha('') });
              }}
            >
              <TextField
                label="Nueva fecha de negocio"
                type="date"
                min={addDays(data.fecha, 1)}
                value={fecha}
                onChange={(event) => setFecha(event.target.value)}
              />
              <Button type="submit" disabled={move.isPending || !fecha}>
                {move.isPending ? 'Avanzando...' : 'Avanzar fecha'}
              </Button>
            </form>
          )}
          {move.isError && (
            <div className="mt-4">
              <Alert tone="error">{messageOf(move.error)}</Alert>
            </div>
          )}
        </>
      )}
    </section>
  );
}
