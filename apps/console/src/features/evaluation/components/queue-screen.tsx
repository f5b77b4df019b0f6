import { useLocation } from 'react-router';
import { permissionsOf } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { useMe } from '../../../lib/session/me';
import { decisionNoticeOf } from './decision-notice';
import { QueueTable } from './queue-table';

/** /evaluacion: the requests waiting for a decision, the oldest first. */
export function QueueScreen() {
  const { data: me } = useMe();
  const decided = decisionNoticeOf(useLocation().state);
  if (!me) return null;
  const may = permissionsOf(me.roles);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Evaluación de solicitudes</h1>
        <p className="mt-1 text-sm text-slate-600">
          Solicitudes pendientes de evaluación, la más antigua primero. Abra una para ver los documentos
          {may.has('loans.decide') ? ' y decidir.' : '.'}
        </p>
      </div>
      {decided && (
        <Alert tone="success">
          Préstamo N° {decided.id}: {decided.estado}.
        </Alert>
      )}
      {may.has('loans.read') ? (
        <QueueTable />
      ) : (
        <Alert tone="info">Su rol no permite ver las solicitudes de préstamo.</Alert>
      )}
    </div>
  );
}
