import { Link } from 'react-router';
import type { User } from '../../../lib/session/user';
import { Avatar } from '../../../components/ui/avatar';

export function ProfileWidget({ user }: { user: User }) {
  return (
    <section
      aria-label="Mis datos"
      className="flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <Avatar src={user.avatar_url} name={user.name} className="h-16 w-16 shrink-0 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-base leading-snug font-semibold break-words text-slate-900">
          {user.name || 'Socio'}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <Link
          to="/profile"
          className="-ml-2 mt-1 inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Ver mis datos →
        </Link>
      </div>
    </section>
  );
}
