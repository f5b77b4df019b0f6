import { useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleOrganismo } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { DataTable } from '../../../components/data-table';
import { useOrganismos } from '../api/organismos';
import { OrganismoDialog } from './organismo-dialog';
import { NewOrganismoDialog } from './new-organismo-dialog';
import { MissingCodeWarning } from './missing-code-warning';

const percent = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
const loans = (n: number) => (n === 1 ? '1 préstamo' : `${n.toLocaleString('es-AR')} préstamos`);

const columns = (edit: (o: ConsoleOrganismo) => void): ColumnDef<ConsoleOrganismo, unknown>[] => [
  {
    header: 'Organismo',
    cell: ({ row: { original: o } }) => (
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{o.nombre}</p>
        <p className="text-xs text-slate-500">{o.nombreCorto}</p>
      </div>
    ),
  },
  {
    header: 'Haberes',
    cell: ({ row: { original: o } }) => (
      <div className="text-slate-700">
        {o.codigoDescuento ? (
          <p className="whitespace-nowrap">{`Código ${o.codigoDescuento}`}</p>
        ) : (
          <p className={o.descontandoSinCodigo > 0 ? 'font-semibold text-amber-800' : undefined}>
            Sin código
            {o.descontandoSinCodigo > 0 && ` (${loans(o.descontandoSinCodigo)} en Descontando)`}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {o.diaCorte === null ? 'Sin día de corte' : `Corte el día ${o.diaCorte}`}
        </p>
      </div>
    ),
  },
  {
    header: 'Capacidad',
    cell: ({ row: { original: o } }) => (
      <div className="text-slate-700">
        <p className="whitespace-nowrap">{percent(o.capacidadPorcentaje)} del haber neto</p>
        <p className="text-xs text-slate-500">Vigencia {o.capacidadValidezDias} días</p>
      </div>
    ),
  },
  { header: 'Documentos de haberes', cell: ({ row: { original: o } }) => yesNo(o.requiereHaberes) },
  { header: 'Ejército', cell: ({ row: { original: o } }) => yesNo(o.esEjercito) },
  {
    header: 'Tope de CFT',
    cell: ({ row: { original: o } }) => (
      <span className="whitespace-nowrap">{o.cftMaximo === null ? 'Sin tope' : percent(o.cftMaximo)}</span>
    ),
  },
  {
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    cell: ({ row: { original: o } }) => (
      <div className="flex flex-col items-end gap-1">
        <Button variant="secondary" aria-label={`Editar ${o.nombre}`} onClick={() => edit(o)}>
          Editar
        </Button>
        <Link
          to={`/haberes?organismo=${o.id}`}
          className="text-xs font-medium whitespace-nowrap text-brand-700 hover:underline"
        >
          Datos de haberes
        </Link>
      </div>
    ),
  },
];

/**
 * 'Organismos' (parameters.manage): every organismo with its data. Name, short name, income documents,
 * army and the CFT cap are edited here; the payroll data (code, cut-off day, capacity) in Haberes.
 */
export function OrganismosScreen() {
  const organismos = useOrganismos();
  const [editing, setEditing] = useState<ConsoleOrganismo | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900">Organismos</h1>
          <p className="mt-1 text-sm text-slate-600">
            Los organismos con convenio de descuento. El tope de CFT limita las tablas de tasas de todas las
            líneas; cada cambio queda en la auditoría con su motivo.
          </p>
        </div>
        <Button
          className="w-auto shrink-0"
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
        >
          Nuevo organismo
        </Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {organismos.data && <MissingCodeWarning organismos={organismos.data} />}
      {organismos.isError && (
        <Alert tone="error">No se pudieron cargar los organismos: {messageOf(organismos.error)}</Alert>
      )}
      <DataTable
        caption="Organismos"
        columns={columns(setEditing)}
        rows={organismos.data ?? []}
        rowKey={(o) => o.id}
        isLoading={organismos.isPending}
        empty="No hay organismos."
      />
      {creating && (
        <NewOrganismoDialog
          onClose={() => setCreating(false)}
          onCreated={(message) => {
            setCreating(false);
            setNotice(message);
          }}
        />
      )}
      {editing && (
        <OrganismoDialog
          key={editing.id}
          organismo={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
    </div>
  );
}
