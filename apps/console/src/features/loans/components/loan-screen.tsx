import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { loanStates, proposalKindLabels, type LoanDetail, type LoanPlans } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { useCan } from '../../../lib/permissions';
import { useLoan, useLoanPlans, useLoanTimeline } from '../api/loans-api';
import { ApproveDialog, CancelDialog, RejectDialog, TransferDialog } from './action-dialogs';
import { DocumentGallery } from './document-gallery';

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const cancellable: string[] = [
  loanStates.pendingEvaluation,
  loanStates.approved,
  loanStates.awaitingTransfer,
];

type Open = 'approve' | 'reject' | 'cancel' | 'transfer' | null;

function Actions({
  loan,
  onDone,
  plans,
}: {
  loan: LoanDetail;
  onDone: (m: string) => void;
  plans: LoanPlans | undefined;
}) {
  const can = useCan();
  const [open, setOpen] = useState<Open>(null);
  const pending = loan.estado === loanStates.pendingEvaluation;
  const buttons: ReactNode[] = [];
  if (pending && can('loans.decide')) {
    buttons.push(
      <Button key="a" onClick={() => setOpen('approve')}>
        Aprobar
      </Button>,
      <Button key="r" variant="secondary" onClick={() => setOpen('reject')}>
        Rechazar
      </Button>,
    );
  }
  if (cancellable.includes(loan.estado) && can('loans.decide'))
    buttons.push(
      <Button key="c" variant="ghost" onClick={() => setOpen('cancel')}>
        Anular
      </Button>,
    );
  const transferWaiting = loan.propuestasPendientes.some((p) => p.kind === 'loan.transfer');
  if (loan.estado === loanStates.awaitingTransfer && can('transfers.propose') && !transferWaiting)
    buttons.push(
      <Button key="t" onClick={() => setOpen('transfer')}>
        Registrar transferencia
      </Button>,
    );
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  return (
    <div className="space-y-3">
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-2">{buttons}</div>
      ) : (
        <p className="text-sm text-slate-600">No hay acciones para su rol en este estado.</p>
      )}
      <ApproveDialog loan={loan} open={open === 'approve'} onClose={close} onDone={done} plans={plans} />
      <RejectDialog loan={loan} open={open === 'reject'} onClose={close} onDone={done} />
      <CancelDialog loan={loan} open={open === 'cancel'} onClose={close} onDone={done} />
      <TransferDialog loan={loan} open={open === 'transfer'} onClose={close} onDone={done} />
    </div>
  );
}

/** A loan with everything a decision needs, and what each role may do with it now. */
export function LoanScreen() {
  const id = Number(useParams().id);
  const loan = useLoan(id);
  const timeline = useLoanTimeline(id);
  const plans = useLoanPlans(id, loan.data?.estado === loanStates.pendingEvaluation);
  const [notice, setNotice] = useState<string | null>(null);
  const can = useCan();

  if (loan.isPending) return <p className="text-sm text-slate-600">Cargando el préstamo...</p>;
  if (loan.isError) return <Alert tone="error">{messageOf(loan.error)}</Alert>;
  const l = loan.data;
  const request = l.solicitud;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/prestamos" className="text-sm text-brand-700 hover:underline">
            Préstamos
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">
            Préstamo N° {l.id} <span className="text-base font-medium text-slate-600">{l.producto}</span>
          </h1>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
          {l.estado}
        </span>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {plans.isError && <Alert tone="error">{messageOf(plans.error)}</Alert>}

      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] gap-5 max-[1100px]:grid-cols-2">
        <Card title="Socio">
          <Facts
            items={[
              ['Nombre', l.socio.nombre],
              ['DNI', l.socio.dni],
              ['Correo', l.socio.mail],
              ['Celular', l.socio.celular ?? '—'],
              ['Organismo', `${l.socio.organismo}${l.socio.ejercito ? ' (Ejército)' : ''}`],
            ]}
          />
        </Card>
        <Card title="Préstamo">
          <Facts
            items={[
              ['Importe', formatMoney(l.montoPrestado)],
              ['Cuotas', `${l.cantidadCuotas} de ${formatMoney(l.montoCuota)}`],
              ['TNA / CFT', `${l.tna} % / ${l.cft} %`],
              ['Solicitado', formatDateTime(l.solicitadoEl)],
              ['Saldo', formatMoney(l.saldo)],
              ...(l.netoATransferir !== null
                ? ([['Neto a transferir', formatMoney(l.netoATransferir)]] as [string, ReactNode][])
                : []),
              ...(l.transferencia
                ? ([
                    [
                      'Transferencia',
                      `${formatMoney(l.transferencia.importe)} el ${l.transferencia.fecha} (ref. ${l.transferencia.referencia})`,
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Card>
        <Card title="Acciones">
          <Actions loan={l} onDone={setNotice} plans={plans.data} />
          {l.propuestasPendientes.length > 0 && (
            <ul className="mt-3 space-y-2">
              {l.propuestasPendientes.map((p) => (
                <li
                  key={p.id}
                  className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200"
                >
                  {proposalKindLabels[p.kind] ?? p.kind} propuesta por {p.proposedBy} el{' '}
                  {formatDateTime(p.proposedAt)}: espera la aprobación de otra persona (
                  <Link to="/pendientes" className="underline">
                    Pendientes
                  </Link>
                  ).
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      {request && (
        <Card title="Capacidad y precancelaciones">
          <Facts
            items={[
              ['Disponible al solicitar', formatMoney(request.cuotaDisponibleAlSolicitar)],
              [
                'Capacidad actual',
                request.capacidadActual === null
                  ? 'Sin capacidad informada'
                  : `${formatMoney(request.capacidadActual)} (informada el ${formatDateTime(request.capacidadActualizadaEl)})`,
              ],
              [
                'Precancela',
                request.precancelaciones.length === 0
                  ? 'Ningún préstamo'
                  : request.precancelaciones
                      .map((p) => `N° ${p.prestamoId} (saldo ${formatMoney(p.saldo)})`)
                      .join(', '),
              ],
            ]}
          />
          {plans.data && (
            <p className="mt-3 text-sm text-slate-700">
              {plans.data.solicitado
                ? `Con la tabla y la capacidad de hoy, el plan pedido es de ${plans.data.solicitado.cantidadCuotas} cuotas de ${formatMoney(plans.data.solicitado.montoCuota)} (TNA ${plans.data.solicitado.tna} %, CFT ${plans.data.solicitado.cft} %).`
                : `Hoy el plan pedido no se ofrece: ${plans.data.motivo ?? ''}`}
            </p>
          )}
        </Card>
      )}

      {can('documents.read') && (
        <Card title="Documentos y firma">
          <DocumentGallery loan={l} />
        </Card>
      )}

      {l.otrosPrestamos.length > 0 && (
        <Card title="Otros préstamos del socio">
          <ul className="divide-y divide-slate-100 text-sm">
            {l.otrosPrestamos.map((o) => (
              <li key={o.id} className="flex justify-between py-1.5">
                <Link to={`/prestamos/${o.id}`} className="text-brand-700 hover:underline">
                  N° {o.id} {o.producto}
                </Link>
                <span className="text-slate-600">
                  {o.estado} · saldo {formatMoney(o.saldo)} · cuota {formatMoney(o.montoCuota)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card title="Historia">
        {timeline.isError && <Alert tone="error">{messageOf(timeline.error)}</Alert>}
        <ol className="space-y-2 text-sm">
          {timeline.data?.items.map((t, i) => (
            <li key={i} className="grid grid-cols-[10rem_12rem_1fr] gap-3">
              <span className="text-slate-500">{formatDateTime(t.at)}</span>
              <span className="truncate text-slate-700" title={t.who}>
                {t.who}
              </span>
              <span className="text-slate-900">
                {t.what}
                {t.detail && <span className="block text-xs text-slate-500">{t.detail}</span>}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
