import type { ColumnDef } from '@tanstack/react-table';
import { staffRoleLabels, staffRoles, type StaffAccount, type StaffRole } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';

export type StaffAction = { kind: 'roles' | 'active'; account: StaffAccount };

/** In the contract's order (as the forms list them), whatever order the server keeps them in. */
const inOrder = (roles: readonly StaffRole[]) =>
  [...roles].sort((a, b) => staffRoles.indexOf(a) - staffRoles.indexOf(b));

const chip = 'rounded-full px-2 py-0.5 text-xs font-medium';
const action =
  'whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The columns of the staff accounts. `me` is the signed-in administrador: the server refuses changes
 * to one's own account, so it has no buttons; `pending` holds the accounts with a proposal waiting.
 */
export const staffColumns = (
  me: string,
  pending: ReadonlySet<number>,
  onAction: (a: StaffAction) => void,
): ColumnDef<StaffAccount, unknown>[] => [
  {
    id: 'email',
    header: 'Correo',
    cell: ({ row }) => (
      <>
        <p className="whitespace-nowrap font-medium text-slate-900">{row.original.email}</p>
        <p className="text-xs text-slate-500">Alta el {formatDateTime(row.original.creadoEl)}</p>
      </>
    ),
  },
  {
    id: 'roles',
    header: 'Roles',
    cell: ({ row }) => (
      <>
        <ul aria-label={`Roles de ${row.original.email}`} className="flex flex-wrap gap-1">
          {inOrder(row.original.roles).map((role) => (
            <li key={role} className={`${chip} bg-brand-50 text-brand-800 ring-1 ring-brand-200`}>
              {staffRoleLabels[role]}
            </li>
          ))}
        </ul>
        {pending.has(row.original.id) && (
          <p className="mt-1 text-xs font-medium text-amber-800">Cambio de roles pendiente de aprobación</p>
        )}
      </>
    ),
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: ({ row }) => (
      <>
        {row.original.activo ? (
          <span className={`${chip} bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200`}>Activa</span>
        ) : (
          <span className={`${chip} bg-slate-100 text-slate-700 ring-1 ring-slate-300`}>Deshabilitada</span>
        )}
        {!row.original.contrasenaCreada && (
          <p className="mt-1 text-xs text-slate-500">Todavía no creó su contraseña</p>
        )}
      </>
    ),
  },
  {
    id: 'ultimoIngreso',
    header: 'Último ingreso',
    cell: ({ row }) =>
      row.original.ultimoIngreso ? (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.ultimoIngreso)}</span>
      ) : (
        <span className="text-slate-500">Nunca</span>
      ),
  },
  {
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    cell: ({ row }) => {
      const account = row.original;
      if (account.email.toLowerCase() === me.toLowerCase())
        return (
          <p className="ml-auto max-w-44 text-right text-xs text-slate-500">
            Su cuenta: la administra otra persona
          </p>
        );
      return (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => onAction({ kind: 'roles', account })}
            aria-label={`Cambiar roles de ${account.email}`}
            className={`${action} text-brand-700 ring-brand-200 hover:bg-brand-50`}
          >
            Cambiar roles
          </button>
          <button
            type="button"
            onClick={() => onAction({ kind: 'active', account })}
            aria-label={`${account.activo ? 'Deshabilitar' : 'Habilitar'} ${account.email}`}
            className={
              account.activo
                ? `${action} text-red-700 ring-red-200 hover:bg-red-50`
                : `${action} text-emerald-700 ring-emerald-200 hover:bg-emerald-50`
            }
          >
            {account.activo ? 'Deshabilitar' : 'Habilitar'}
          </button>
        </div>
      );
    },
  },
];
