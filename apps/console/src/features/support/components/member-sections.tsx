import { Link } from 'react-router';
import type { MemberView } from '@portal/contract';
import { formatDateTime, formatInstantShort, formatMoney } from '@portal/ui/format';
import { Card, Fact, Facts } from './facts-card';
import { LoanStateBadge } from '../../../components/loan-state-badge';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who the member is: what support may correct (name, surname, DNI) and what only the member changes. */
export function MemberDataCard({ member }: { member: MemberView }) {
  return (
    <Card title="Datos del socio">
      <Facts>
        <Fact label="Nombres">{member.nombres}</Fact>
        <Fact label="Apellido">{member.apellido}</Fact>
        <Fact label="DNI">{member.dni}</Fact>
        <Fact label="Correo">{member.mail}</Fact>
        <Fact label="Celular">{member.celular ?? 'No informado'}</Fact>
        <Fact label="Organismo">
          {member.organismo}
          {member.ejercito && <span className="ml-2 text-xs text-slate-500">(Ejército)</span>}
        </Fact>
        <Fact label="Registrado el">{formatDateTime(member.registradoEl)}</Fact>
        <Fact label="Sesiones abiertas">
          {member.sesionesAbiertas === 0 ? 'Ninguna' : member.sesionesAbiertas}
        </Fact>
        {member.bloqueado && (
          <Fact label="Bloqueado desde">
            <span className="font-medium text-red-800">
              {member.bloqueadoDesde ? formatDateTime(member.bloqueadoDesde) : 'Sí'}
            </span>
          </Fact>
        )}
      </Facts>
    </Card>
  );
}

/** The member's loans, newest first; each opens its file for those who may read loans. */
export function MemberLoansCard({ member, linked }: { member: MemberView; linked: boolean }) {
  const loans = member.prestamos;
  return (
    <Card
      title="Préstamos"
      aside={<span className="text-xs text-slate-500">{count(loans.length, 'préstamo', 'préstamos')}</span>}
    >
      {loans.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">El socio no tiene préstamos.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Préstamos del socio</caption>
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                N°
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Línea, estado y fecha
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Saldo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loans.map((loan) => (
              <tr key={loan.id}>
                <td className="py-2 pr-3 align-top whitespace-nowrap">
                  {linked ? (
                    <Link
                      to={`/prestamos/${loan.id}`}
                      aria-label={`Préstamo N° ${loan.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      N° {loan.id}
                    </Link>
                  ) : (
                    <span className="font-medium text-slate-900">N° {loan.id}</span>
                  )}
                </td>
                <td className="py-2 pr-3 align-top">
                  <p className="text-slate-900">{loan.producto}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2">
                    <LoanStateBadge estado={loan.estado} wrap />
                    <span className="text-xs text-slate-500 tabular-nums">
                      {formatInstantShort(loan.fecha)}
                    </span>
                  </p>
                </td>
                <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">
                  {formatMoney(loan.saldo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

const flag = (on: boolean, yes: string, no: string) => (
  <span
    className={`inline-block rounded-full px-2 py-px text-xs font-medium whitespace-nowrap ${
      on ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-600'
    }`}
  >
    {on ? yes : no}
  </span>
);

/** The member's notifications (the latest hundred), with whether they saw and acknowledged each. */
export function MemberNotificationsCard({ member }: { member: MemberView }) {
  const notices = member.notificaciones;
  return (
    <Card
      title="Notificaciones"
      aside={
        <span className="text-xs text-slate-500">
          {count(notices.length, 'notificación', 'notificaciones')}
        </span>
      }
    >
      {notices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">El socio no tiene notificaciones.</p>
      ) : (
        // Focusable: a long list scrolls inside the card, and the keys must reach it.
        <ul
          aria-label="Notificaciones del socio"
          tabIndex={0}
          className="mt-2 max-h-[26rem] divide-y divide-slate-100 overflow-y-auto"
        >
          {notices.map((notice) => (
            <li key={notice.id} className="py-2">
              <p className="text-sm text-slate-900">{notice.titulo}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <span className="tabular-nums">{formatDateTime(notice.fecha)}</span>
                {flag(notice.vista, 'Vista', 'No vista')}
                {flag(notice.conocimiento, 'Tomó conocimiento', 'Sin tomar conocimiento')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
