import type { ComponentType, SVGProps } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BellIcon } from '@portal/ui/icons/bell';
import { HomeIcon } from '@portal/ui/icons/home';
import { LoansIcon } from '@portal/ui/icons/loans';
import { NewsIcon } from '@portal/ui/icons/news';
import { UserIcon } from '@portal/ui/icons/user';
import { useUnreadNotificationsCount } from '../../features/notifications/api/get-notifications';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Other screens that belong to this item (NavLink alone only matches `to` and its children). */
  also?: string[];
}

const items: NavItem[] = [
  {
    to: '/loans',
    label: 'Préstamos',
    Icon: LoansIcon,
    also: ['/loan-detail', '/loan-confirmation', '/loan-request'],
  },
  { to: '/notifications', label: 'Notificaciones', Icon: BellIcon },
  { to: '/dashboard', label: 'Inicio', Icon: HomeIcon },
  { to: '/news', label: 'Novedades', Icon: NewsIcon },
  { to: '/profile', label: 'Perfil', Icon: UserIcon },
];

export function BottomNav() {
  const unread = useUnreadNotificationsCount();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Navegación principal"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {items.map(({ to, label, Icon, also = [] }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-16 flex-col items-center justify-center gap-1 px-0.5 text-[10px] leading-tight font-medium tracking-tight transition-colors min-[400px]:text-[11px] ${
                  isActive || also.includes(pathname)
                    ? 'text-brand-800'
                    : 'text-slate-500 hover:text-brand-700'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={`relative flex h-8 w-12 items-center justify-center rounded-full transition-colors ${
                      isActive || also.includes(pathname) ? 'bg-brand-100' : ''
                    }`}
                  >
                    <Icon className="h-6 w-6" />
                    {to === '/notifications' && unread > 0 && (
                      <span
                        aria-hidden="true"
                        className="absolute -top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
                      >
                        {unread > 99 ? '99+' : unread}
                      </span>
                    )}
                  </span>
                  <span className="whitespace-nowrap">{label}</span>
                  {to === '/notifications' && unread > 0 && (
                    <span className="sr-only">, {unread} sin leer</span>
                  )}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
