import { Outlet } from 'react-router';
import { permissionsOf, type Permission } from '@portal/contract';
import { useMe } from '../../lib/session/me';

/**
 * A section for the roles that hold `permission`. The nav hides its link from the others; one who
 * follows an address anyway reads why there is nothing (the server would refuse every call with 403).
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { data: me } = useMe();
  if (!me) return null;
  if (permissionsOf(me.roles).has(permission)) return <Outlet />;
  return (
    <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-lg font-semibold text-slate-900">Sección no disponible para su rol</h1>
      <p className="mt-2 text-sm text-slate-600">
        Sus roles no permiten ver esta sección. Si la necesita para su trabajo, pídale a un administrador que
        le asigne el rol que corresponde.
      </p>
    </div>
  );
}
