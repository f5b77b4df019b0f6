import type { ReactNode } from 'react';
import type { User } from '../../../lib/session/user';
import { formatLongDate } from '@portal/ui/format';
import { Button } from '@portal/ui/button';
import { CalendarIcon } from '@portal/ui/icons/calendar';
import { LogoutIcon } from '@portal/ui/icons/logout';
import { MailIcon } from '@portal/ui/icons/mail';
import { PencilIcon } from '@portal/ui/icons/pencil';
import { PhoneIcon } from '@portal/ui/icons/phone';
import { SupportBlock } from './support-block';
import { BankAccountSection } from './bank-account-section';

function InfoRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // A <dl> holds only dt/dd or div groups of them: the icon sits inside the dt, beside both lines.
    <div className="relative min-w-0 py-3 pl-13">
      <dt className="text-xs font-medium text-slate-500">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-0 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-800"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-base text-slate-900">{value}</dd>
    </div>
  );
}

interface ProfileViewProps {
  user: User;
  /** A new e-mail whose confirmation link was sent and not opened yet. */
  pendingMail?: string | null | undefined;
  onEdit: () => void;
  onLogout: () => void;
}

export function ProfileView({ user, pendingMail, onEdit, onLogout }: ProfileViewProps) {
  const showPending = !!pendingMail && pendingMail.toLowerCase() !== user.email.toLowerCase();
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="info-title"
        className="rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200/70"
      >
        <h2 id="info-title" className="pt-2 text-base font-semibold text-slate-900">
          Información personal
        </h2>
        <dl className="divide-y divide-slate-100">
          <InfoRow
            icon={<MailIcon className="h-5 w-5" />}
            label="Correo electrónico"
            value={user.email || 'No especificado'}
          />
          <InfoRow
            icon={<PhoneIcon className="h-5 w-5" />}
            label="Teléfono"
            value={user.phone ?? 'No especificado'}
          />
          <InfoRow
            icon={<CalendarIcon className="h-5 w-5" />}
            label="Fecha de nacimiento"
            value={formatLongDate(user.birthdate) ?? 'No especificada'}
          />
        </dl>
        {showPending && (
          <p role="status" className="mb-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <span className="font-semibold">Cambio de correo pendiente.</span> Abra el enlace que enviamos a{' '}
            <span className="font-medium break-all">{pendingMail}</span>. Hasta entonces su correo sigue
            siendo el actual.
          </p>
        )}
      </section>
      <BankAccountSection />
      <Button onClick={onEdit}>
        <PencilIcon className="h-5 w-5" /> Editar Perfil
      </Button>
      <SupportBlock memberName={user.name} />
      <Button variant="danger" onClick={onLogout}>
        <LogoutIcon className="h-5 w-5" /> Cerrar sesión
      </Button>
    </div>
  );
}
