import { useNavigate } from 'react-router';
import { formatMoney } from '@portal/ui/format';
import { Button } from '@portal/ui/button';

interface LoansHeaderProps {
  count: number;
  debt: number;
  /** Undefined while the list is not known: a placeholder stands there, never a 0 that looks real. */
  activeCount: number | undefined;
}

function Placeholder() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-7 w-8 animate-pulse rounded-md bg-white/25 align-middle"
      />
      <span className="sr-only">Cargando...</span>
    </>
  );
}

export function LoansHeader({ count, debt, activeCount }: LoansHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="rounded-b-3xl bg-brand-800 px-5 pt-8 pb-6 text-white">
      <h1 className="text-2xl font-bold">Mis Préstamos</h1>
      {/* An amount never breaks inside; on a narrow phone the active count moves under it instead. */}
      <dl className="mt-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        {count > 0 && (
          <div>
            <dt className="text-sm text-brand-100">Deuda total</dt>
            <dd className="text-2xl font-bold whitespace-nowrap tabular-nums">{formatMoney(debt)}</dd>
          </div>
        )}
        <div className="ml-auto text-right">
          <dt className="text-sm text-brand-100">Préstamos activos</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {activeCount === undefined ? <Placeholder /> : activeCount}
          </dd>
        </div>
      </dl>
      <Button variant="secondary" className="mt-5 ring-0" onClick={() => navigate('/loan-request')}>
        Solicitar Prestamo
      </Button>
    </header>
  );
}
