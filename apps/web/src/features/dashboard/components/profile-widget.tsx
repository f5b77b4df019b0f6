import { Link } from 'react-router';
import type { User } from '../../../lib/session/user';
import { Avatar } from '../../../components/ui/avatar';

export function ProfileWidget({ user }: { user: User }) {
  return (
    <Link
      to="/profile"
      className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 hover:ring-brand-200"
    >
      <Avatar src={user.avatar_url} name={user.name} className="h-14 w-14 text-lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-semibold text-slate-900">{user.name || 'Socio'}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
      <span className="text-sm font-semibold text-brand-800">Ver perfil</span>
    </Link>
  );
}
