import type { LoanMovement } from '@portal/contract/loans';
import { formatInstantShort, formatMoney } from '@portal/ui/format';
import { Button } from '@portal/ui/button';
import { errorText } from '../../../lib/session-call';
import { loanErrorDefaults } from '../api/loan-error-texts';
import { useLoanMovements } from '../api/loan-movements';
import { movementLine, type MovementTone } from '../utils/movement-lines';

const toneClass: Record<MovementTone, string> = {
  received: 'text-green-700',
  charge: 'text-slate-900',
  payment: 'text-brand-800',
};

/** One line of the statement: what happened, what it meant for the member, and what is owed after it. */
function MovementRow({ movement }: { movement: LoanMovement }) {
  const line = movementLine(movement);
  return (
    <li className="py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 text-sm font-semibold break-words text-slate-900">{line.title}</p>
        <p className="shrink-0 text-xs text-slate-600">{formatInstantShort(movement.Fecha)}</p>
      </div>
      <dl className="mt-1.5 space-y-1 text-sm">
        {line.effects.map((effect) => (
          <div key={effect.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">{effect.label}</dt>
            <dd className={`font-semibold tabular-nums ${toneClass[effect.tone]}`}>
              {formatMoney(effect.amount)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 text-xs">
          <dt className="text-slate-600">Saldo adeudado</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(movement.Saldo)}</dd>
        </div>
      </dl>
    </li>
  );
}

const box = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70';

export function LoanMovementsTab({ loanId }: { loanId: number }) {
  const query = useLoanMovements(loanId);
  // Without a real id there is nothing to ask for (the query is disabled and would stay pending).
  if (loanId <= 0 || (query.isSuccess && query.data.length === 0)) {
    return (
      <p className={`${box} text-center text-sm text-slate-600`}>No hay movimientos para este préstamo</p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className={`${box} text-center text-sm text-slate-600`}>
        Cargando movimientos...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={`${box} text-center`}>
        <p className="font-semibold text-slate-900">{loanErrorDefaults.movements}</p>
        <p className="mt-1 text-sm text-slate-600">{errorText(query.error, loanErrorDefaults.movements)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Movimientos" className={`${box} divide-y divide-slate-100 py-1`}>
      {query.data.map((movement) => (
        <MovementRow key={movement.Id} movement={movement} />
      ))}
    </ul>
  );
}
