import { permissions, permissionsOf, staffRoleLabels, type StaffRole } from '@portal/contract';
import { useMe } from '../../../lib/session/me';
import { CheckIcon } from '@portal/ui/icons/check';
import { ClockIcon } from '@portal/ui/icons/clock';
import { permissionDescriptions, upcomingScreens } from './permission-texts';

/** 'Evaluador', 'Tesorería y Auditor', 'Administrador, Soporte y Auditor'. */
const joinRoles = (roles: readonly StaffRole[]) => {
  const labels = roles.map((role) => staffRoleLabels[role]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
};

/** 'Inicio': what the signed-in roles may do, and which of their screens are still to come. */
export function HomeScreen() {
  const { data: me } = useMe();
  if (!me) return null;
  const granted = permissionsOf(me.roles);
  const mine = permissions.filter((code) => granted.has(code));
  const screens = upcomingScreens.filter((screen) => screen.permissions.some((code) => granted.has(code)));
  const roleWord = me.roles.length === 1 ? 'su rol' : 'sus roles';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Inicio</h1>
        <p className="mt-1 text-sm text-slate-600">
          Ingresó como <span className="font-medium text-slate-800">{me.email}</span>, con {roleWord}{' '}
          <span className="font-medium text-slate-800">{joinRoles(me.roles)}</span>.
        </p>
      </div>

      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6">
        <section
          aria-labelledby="may-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="may-title" className="text-base font-semibold text-slate-900">
            Lo que puede hacer
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Según {roleWord}. El servidor controla cada operación con estos mismos permisos.
          </p>
          <ul className="mt-4 divide-y divide-slate-100">
            {mine.map((code) => (
              <li key={code} className="flex items-start gap-3 py-3">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                <div className="min-w-0">
                  <p className="text-sm text-slate-800">{permissionDescriptions[code]}</p>
                  <p className="mt-0.5 font-mono text-xs text-slate-400">{code}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        {screens.length > 0 && (
          <section
            aria-labelledby="next-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="next-title" className="text-base font-semibold text-slate-900">
              Pantallas por venir
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              La consola se completa por etapas. Estas pantallas de su trabajo todavía no están disponibles:
            </p>
            <ul className="mt-4 space-y-3">
              {screens.map((screen) => (
                <li key={screen.title} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200/70">
                  <div className="flex items-center justify-between gap-3">
                    <p className="text-sm font-semibold text-slate-800">{screen.title}</p>
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                      <ClockIcon className="h-3 w-3" />
                      Próximamente
                    </span>
                  </div>
                  <p className="mt-1 text-xs text-slate-600">{screen.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
