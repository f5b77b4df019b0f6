import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { permissionsOf } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { FileQueryState } from '../../../components/file-frame';
import { idFromParam } from '../../../lib/id-param';
import { useMe } from '../../../lib/session/me';
import { useMember } from '../api/member-view';
import { BlockedBadge } from './blocked-badge';
import { MemberActions } from './member-actions';
import { MemberDataCard, MemberLoansCard, MemberNotificationsCard } from './member-sections';
import { MemberTimeline } from './member-timeline';

/** A member as support sees them: data, loans, notifications, history, and what the roles may do. */
export function MemberScreen() {
  const id = idFromParam(useParams().id);
  if (id === null)
    return (
      <Frame title="Socio">
        <Alert tone="error">La dirección no corresponde a un número de socio.</Alert>
      </Frame>
    );
  return <Member id={id} />;
}

/** The search this page was opened from (kept in the link's state), or a new one. */
const searchOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'search' in state && typeof state.search === 'string'
    ? state.search
    : '';

function Frame({ title, children, badge }: { title: string; children: ReactNode; badge?: ReactNode }) {
  const state: unknown = useLocation().state;
  return (
    <div className="space-y-6">
      <div>
        <Link to={`/socios${searchOf(state)}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← Socios
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {badge}
        </div>
      </div>
      {children}
    </div>
  );
}

function Member({ id }: { id: number }) {
  const member = useMember(id);
  const { data: me } = useMe();
  const [notice, setNotice] = useState<string | null>(null);

  if (member.isPending || member.isError)
    return (
      <Frame title="Socio">
        <FileQueryState query={member} loading="Cargando el socio..." />
      </Frame>
    );

  const data = member.data;
  const readsLoans = me ? permissionsOf(me.roles).has('loans.read') : false;
  return (
    <Frame title={data.nombre} badge={data.bloqueado && <BlockedBadge />}>
      <div className="-mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          DNI {data.dni} · {data.mail} · {data.organismo}
        </p>
        <MemberActions member={data} onDone={setNotice} />
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6">
        <div className="space-y-6">
          <MemberDataCard member={data} />
          <MemberLoansCard member={data} linked={readsLoans} />
        </div>
        <div className="space-y-6">
          <MemberNotificationsCard member={data} />
          <MemberTimeline memberId={id} />
        </div>
      </div>
    </Frame>
  );
}
