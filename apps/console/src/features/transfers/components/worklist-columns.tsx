import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCuit, transferBatchMessages, type TransferWorklistItem } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { payeeAccountText } from '../../../components/payee-account';

/** Why a loan of the list cannot go into a batch now; null when it can. */
export const notSelectable = (item: TransferWorklistItem) =>
  item.cuenta === null
    ? 'Sin cuenta'
    : item.lote !== null
      ? `En el lote N° ${item.lote}`
      : item.transferenciaPropuesta
        ? 'Transferencia propuesta'
        : null;

export function worklistColumns({
  selected,
  onToggle,
}: {
  selected: ReadonlySet<number>;
  onToggle: (item: TransferWorklistItem) => void;
}): ColumnDef<TransferWorklistItem, unknown>[] {
  return [
    {
      id: 'elegir',
      header: () => <span className="sr-only">Elegir</span>,
      cell: ({ row: { original: item } }) => (
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          aria-label={`Elegir el préstamo N° ${item.id}`}
          checked={selected.has(item.id)}
          disabled={notSelectable(item) !== null}
          onChange={() => onToggle(item)}
        />
      ),
    },
    {
      id: 'prestamo',
      header: 'Préstamo',
      cell: ({ row: { original: item } }) => (
        <div>
          <Link to={`/prestamos/${item.id}`} className="font-medium text-brand-700 hover:underline">
            N° {item.id}
          </Link>
          <p className="text-xs text-slate-500">{item.producto}</p>
        </div>
      ),
    },
    {
      id: 'socio',
      header: 'Socio',
      cell: ({ row: { original: item } }) => (
        <div>
          <p className="text-slate-900">{item.socio.nombre}</p>
          <p className="text-xs text-slate-500">
            DNI {item.socio.dni} · {item.organismo}
          </p>
        </div>
      ),
    },
    {
      id: 'cuenta',
      header: 'Cuenta del socio',
      cell: ({ row: { original: item } }) =>
        item.cuenta ? (
          <div>
            <p className="whitespace-nowrap text-slate-900 tabular-nums">{payeeAccountText(item.cuenta)}</p>
            <p className="text-xs text-slate-500 tabular-nums">CUIT {formatCuit(item.cuenta.cuitTitular)}</p>
            {item.cuenta.reciente && (
              <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                {transferBatchMessages.recentAccount}
              </p>
            )}
          </div>
        ) : (
          <span className="text-slate-500">Sin cuenta</span>
        ),
    },
    {
      id: 'neto',
      header: () => <span className="block text-right">Neto a transferir</span>,
      cell: ({ row: { original: item } }) => (
        <span className="block text-right tabular-nums">{formatMoney(item.netoATransferir)}</span>
      ),
    },
    {
      id: 'dias',
      header: () => <span className="block text-right">Días de espera</span>,
      cell: ({ row: { original: item } }) => (
        <span className="block text-right tabular-nums">{item.diasEspera}</span>
      ),
    },
    {
      id: 'estado',
      header: 'Situación',
      cell: ({ row: { original: item } }) => (
        <span className="text-slate-600">{notSelectable(item) ?? 'Para transferir'}</span>
      ),
    },
  ];
}
