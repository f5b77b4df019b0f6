import type { ReactNode } from 'react';
import { useUser } from '../../../lib/session/session-context';
import { ProfileWidget } from './profile-widget';

interface DashboardScreenProps {
  /** The 'Novedades' carousel (news feature), composed in app/. */
  newsSection?: ReactNode;
  /** The active loans section (loans feature), composed in app/. */
  loansSection?: ReactNode;
}

export function DashboardScreen({ newsSection, loansSection }: DashboardScreenProps) {
  const user = useUser();
  return (
    <div>
      <header className="rounded-b-3xl bg-brand-800 px-5 pt-8 pb-16 text-white">
        <p className="text-base text-brand-100">Bienvenido,</p>
        <h1 className="mt-0.5 text-2xl font-bold tracking-wide break-words">
          {user.name.toUpperCase() || 'USUARIO'}
        </h1>
      </header>
      <div className="-mt-10 space-y-5 px-4 pb-4">
        <ProfileWidget user={user} />
        {newsSection}
        {loansSection}
      </div>
    </div>
  );
}
