import { Link, NavLink, Outlet } from 'react-router';
import { permissionsOf, staffRoleLabels, type Permission } from '@portal/contract';
import { useMe } from '../../lib/session/me';
import { useSignOut } from '../../lib/session/sign-out';
import { messageOf } from '@portal/ui/api-error';
import { BrandLogo } from '@portal/ui/brand-logo';
import { LogoutIcon } from '@portal/ui/icons/logout';
import { mainContentId, SkipLink } from '@portal/ui/skip-link';
import { PendingCount } from '../../features/proposals/components/pending-count';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
  }`;

/** The console's sections in nav order, each shown to whoever holds any of its permissions (none: to all). */
const sections: { to: string; label: string; anyOf: readonly Permission[] }[] = [
  { to: '/', label: 'Inicio', anyOf: [] },
  { to: '/evaluacion', label: 'Evaluación', anyOf: ['loans.decide'] },
  { to: '/prestamos', label: 'Préstamos', anyOf: ['loans.read'] },
  { to: '/cobranzas', label: 'Cobranzas', anyOf: ['collections.work'] },
  { to: '/transferencias', label: 'Transferencias', anyOf: ['transfers.propose'] },
  { to: '/socios', label: 'Socios', anyOf: ['members.read'] },
  { to: '/haberes', label: 'Haberes', anyOf: ['payroll.manage', 'parameters.manage'] },
  { to: '/tasas', label: 'Tasas', anyOf: ['parameters.manage'] },
  { to: '/organismos', label: 'Organismos', anyOf: ['parameters.manage'] },
  { to: '/pendientes', label: 'Pendientes', anyOf: ['proposals.read'] },
  { to: '/auditoria', label: 'Auditoría', anyOf: ['audit.read'] },
  { to: '/personal', label: 'Personal', anyOf: ['staff.manage'] },
  { to: '/novedades', label: 'Novedades', anyOf: ['content.manage'] },
  { to: '/campanas', label: 'Campañas', anyOf: ['content.manage'] },
  { to: '/ajustes', label: 'Ajustes', anyOf: ['settings.manage'] },
];

/** The e-mail with a line-break opportunity before its '@'. */
function emailParts(email: string) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The signed-in shell: who is signed in and with which roles, the console's sections, 'Salir'. */
export function ConsoleLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  if (!me) return null;
  const granted = permissionsOf(me.roles);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="bg-brand-900 text-white shadow-sm">
        {/* At 1024 px the sections and the whole e-mail need the room: the brand keeps its logo and
            names itself to screen readers only, and the sections may wrap to a second line. */}
        <div className="mx-auto flex min-h-16 w-full max-w-7xl items-center gap-4 px-6 py-2 xl:gap-8">
          <Link to="/" className="flex shrink-0 items-center gap-3">
            <BrandLogo className="h-9 w-9 rounded-lg ring-1 ring-white/30" />
            <span className="sr-only leading-tight xl:not-sr-only">
              <span className="block text-sm font-bold">Consola del personal</span>
              <span className="block text-xs text-brand-200">Portal de Socios</span>
            </span>
          </Link>
          <nav aria-label="Secciones de la consola" className="flex flex-wrap items-center gap-1">
            {sections
              .filter((s) => s.anyOf.length === 0 || s.anyOf.some((permission) => granted.has(permission)))
              .map((section) =>
                section.to === '/pendientes' ? (
                  <NavLink
                    key={section.to}
                    to={section.to}
                    title="Pendientes de aprobación"
                    className={(state) => `${navLinkClasses(state)} whitespace-nowrap`}
                  >
                    {section.label}
                    <PendingCount />
                  </NavLink>
                ) : (
                  <NavLink
                    key={section.to}
                    to={section.to}
                    end={section.to === '/'}
                    className={navLinkClasses}
                  >
                    {section.label}
                  </NavLink>
                ),
              )}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-4">
            <div className="min-w-0 text-right">
              {/* Whole, never cut: parametros@ and parametros2@ must not look alike. It breaks after
                  the local part if it has to. */}
              <p className="text-xs font-medium break-words xl:text-sm" title={me.email}>
                {emailParts(me.email)}
              </p>
              <ul aria-label="Roles" className="mt-0.5 flex flex-wrap justify-end gap-1">
                {me.roles.map((role) => (
                  <li
                    key={role}
                    className="rounded-full bg-accent-300/20 px-2 py-px text-xs font-medium text-accent-300"
                  >
                    {staffRoleLabels[role]}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 disabled:opacity-60"
            >
              <LogoutIcon className="h-4 w-4" />
              {signOut.isPending ? 'Saliendo...' : 'Salir'}
            </button>
          </div>
        </div>
        {signOut.isError && (
          <p role="alert" className="bg-red-50 px-6 py-2 text-center text-sm text-red-800">
            No se pudo cerrar la sesión: {messageOf(signOut.error)}
          </p>
        )}
      </header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-6 py-8 outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
