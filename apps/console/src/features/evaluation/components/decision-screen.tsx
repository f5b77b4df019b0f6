import { Link, useParams } from 'react-router';
import { permissionsOf, type LoanDetail } from '@portal/contract';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { messageOf } from '@portal/ui/api-error';
import { useMe } from '../../../lib/session/me';
import { useLoanDetail } from '../api/loan-detail';
import { useLoanPlans } from '../api/loan-plans';
import { CapacityPanel } from './capacity-panel';
import { DecisionActions } from './decision-actions';
import { DocumentsPanel } from './documents-panel';
import { LoansPanel } from './loans-panel';
import { MemberPanel } from './member-panel';
import { Panel } from './panel';
import { PlanPanel } from './plan-panel';
import { TimelinePanel } from './timeline-panel';

const backLink = (
  <Link to="/evaluacion" className="text-sm font-medium text-brand-800 hover:underline">
    ← Volver a la cola
  </Link>
);

/** A positive integer from the address, or null ('/evaluacion/abc'). */
const loanIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /evaluacion/:id: everything the decision needs on one screen, and the decision itself. */
export function DecisionScreen() {
  const { data: me } = useMe();
  const id = loanIdOf(useParams().id);
  if (!me) return null;
  const may = permissionsOf(me.roles);

  if (!may.has('loans.read') || id === null)
    return (
      <div className="space-y-4">
        {backLink}
        <h1 className="text-2xl font-bold text-slate-900">Solicitud de préstamo</h1>
        <Alert tone={id === null ? 'error' : 'info'}>
          {id === null
            ? 'La dirección no indica un número de préstamo válido.'
            : 'Su rol no permite ver las solicitudes de préstamo.'}
        </Alert>
      </div>
    );
  return (
    <LoanDecision id={id} mayDecide={may.has('loans.decide')} mayReadDocuments={may.has('documents.read')} />
  );
}

function LoanDecision({
  id,
  mayDecide,
  mayReadDocuments,
}: {
  id: number;
  mayDecide: boolean;
  mayReadDocuments: boolean;
}) {
  const detail = useLoanDetail(id);
  // Asked for beside the detail, not after it: both answers are needed and neither waits for the other.
  useLoanPlans(id);

  if (detail.isPending)
    return (
      <div className="space-y-4">
        {backLink}
        <h1 className="text-2xl font-bold text-slate-900">Solicitud N° {id}</h1>
        <p role="status" className="text-sm text-slate-600">
          Cargando la solicitud...
        </p>
      </div>
    );
  if (detail.isError)
    return (
      <div className="space-y-4">
        {backLink}
        <h1 className="text-2xl font-bold text-slate-900">Solicitud N° {id}</h1>
        <Alert tone="error">No se pudo cargar la solicitud: {messageOf(detail.error)}</Alert>
        <Button variant="secondary" onClick={() => void detail.refetch()}>
          Reintentar
        </Button>
      </div>
    );

  const loan = detail.data;
  return (
    <div className="space-y-5">
      {backLink}
      <Header loan={loan} />
      <div className="grid grid-cols-[minmax(0,1fr)_18rem] items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <PlanPanel loan={loan} />
          {loan.solicitud ? (
            <CapacityPanel solicitud={loan.solicitud} montoCuota={loan.montoCuota} />
          ) : (
            <Panel title="Capacidad de pago">
              <p className="text-sm text-slate-600">
                Este préstamo no vino de una solicitud: no tiene registrada la capacidad con que se pidió.
              </p>
            </Panel>
          )}
          <DocumentsPanel loan={loan} mayRead={mayReadDocuments} />
          <LoansPanel loan={loan} />
          <TimelinePanel loanId={loan.id} />
        </div>
        <div className="sticky top-4 space-y-5">
          <DecisionActions loan={loan} mayDecide={mayDecide} />
          <MemberPanel socio={loan.socio} />
        </div>
      </div>
    </div>
  );
}

function Header({ loan }: { loan: LoanDetail }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          Solicitud N° {loan.id}: {loan.socio.nombre}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {loan.producto} por {formatMoney(loan.montoPrestado)} en {loan.cantidadCuotas} cuotas · solicitada
          el {formatDateTime(loan.solicitadoEl)}
        </p>
      </div>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
        {loan.estado}
      </span>
    </div>
  );
}
