import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { contactChannelLabels, type CollectionItem } from '@portal/contract';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { Button } from '@portal/ui/button';

const amount = 'text-right tabular-nums whitespace-nowrap';
const none = <span className="text-slate-400">—</span>;

const situationTones: Record<number, string> = {
  1: 'bg-slate-100 text-slate-800',
  2: 'bg-amber-100 text-amber-900',
  3: 'bg-orange-100 text-orange-900',
  4: 'bg-red-100 text-red-900',
  5: 'bg-red-200 text-red-950',
};

const smallButton = 'min-h-7 px-2 py-0.5 text-xs';

/**
 * The table's columns. Socio carries the DNI and the phone, Atraso the days and the situation, and the
 * last contact the row's actions, so that the amounts fit at 1024 px without scrolling sideways.
 */
export const collectionsColumns = (actions: {
  onRecord: (item: CollectionItem) => void;
  onLog: (item: CollectionItem) => void;
}): ColumnDef<CollectionItem, unknown>[] => [
  {
    id: 'id',
    header: 'N°',
    cell: ({ row }) => (
      <Link
        to={`/prestamos/${row.original.id}`}
        className="font-semibold text-brand-700 hover:underline"
        aria-label={`Préstamo N° ${row.original.id}`}
      >
        {row.original.id}
      </Link>
    ),
  },
  {
    id: 'socio',
    header: 'Socio',
    cell: ({ row }) => (
      <>
        <p className="font-medium">{row.original.socio.nombre}</p>
        <p className="text-xs whitespace-nowrap text-slate-600">DNI {row.original.socio.dni}</p>
        {row.original.socio.celular && (
          <p className="text-xs whitespace-nowrap text-slate-500">Cel. {row.original.socio.celular}</p>
        )}
      </>
    ),
  },
  {
    id: 'organismo',
    header: 'Organismo',
    cell: ({ row }) => (
      <>
        <p>{row.original.organismo}</p>
        <p className="text-xs text-slate-500">{row.original.producto}</p>
      </>
    ),
  },
  {
    id: 'atraso',
    header: 'Atraso',
    cell: ({ row }) => (
      <>
        <p
          className="font-semibold whitespace-nowrap tabular-nums"
          title={`Vencida desde el ${toServerDate(row.original.vencidaDesde)}`}
        >
          {row.original.diasAtraso} días
        </p>
        <span
          className={`mt-0.5 inline-block rounded-full px-2 py-px text-xs font-semibold whitespace-nowrap ${
            situationTones[row.original.situacion] ?? ''
          }`}
        >
          Situación {row.original.situacion}
        </span>
      </>
    ),
  },
  {
    id: 'adeudado',
    header: () => <span className="block text-right">Adeudado</span>,
    cell: ({ row }) => <p className={`${amount} font-semibold`}>{formatMoney(row.original.montoAdeudado)}</p>,
  },
  {
    id: 'saldo',
    header: () => <span className="block text-right">Saldo</span>,
    cell: ({ row }) => <p className={amount}>{formatMoney(row.original.saldo)}</p>,
  },
  {
    id: 'contacto',
    header: 'Último contacto',
    cell: ({ row }) => {
      const last = row.original.ultimoContacto;
      return (
        <>
          {last ? (
            <>
              <p className="whitespace-nowrap tabular-nums">{toServerDate(last.fecha)}</p>
              <p className="text-xs font-medium text-slate-700">{contactChannelLabels[last.canal]}</p>
              <p className="line-clamp-2 max-w-52 text-xs text-slate-500" title={last.nota}>
                {last.nota}
              </p>
            </>
          ) : (
            <p className="text-xs text-slate-500">Sin contactos</p>
          )}
          <div className="mt-1.5 flex flex-wrap gap-1">
            <Button
              variant="secondary"
              className={smallButton}
              onClick={() => actions.onRecord(row.original)}
              aria-label={`Registrar contacto del préstamo N° ${row.original.id}`}
            >
              Registrar contacto
            </Button>
            {last && (
              <Button
                variant="ghost"
                className={smallButton}
                onClick={() => actions.onLog(row.original)}
                aria-label={`Ver contactos del préstamo N° ${row.original.id}`}
              >
                Ver contactos
              </Button>
            )}
          </div>
        </>
      );
    },
  },
  {
    id: 'promesa',
    header: 'Promesa',
    cell: ({ row }) => {
      const promise = row.original.promesa;
      if (!promise) return none;
      return (
        <>
          <p className="whitespace-nowrap tabular-nums">{toServerDate(promise.fecha)}</p>
          {promise.importe !== null && (
            <p className="text-xs whitespace-nowrap text-slate-500">{formatMoney(promise.importe)}</p>
          )}
          {promise.incumplida && (
            <span className="mt-0.5 inline-block rounded-full bg-red-100 px-2 py-px text-xs font-semibold text-red-900">
              Incumplida
            </span>
          )}
        </>
      );
    },
  },
];
