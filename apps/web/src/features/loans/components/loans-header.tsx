import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { Button } from '../../../components/ui/button';

interface LoansHeaderProps {
  count: number;
  debt: number;
  activeCount: number;
}

export function LoansHeader({ count, debt, activeCount }: LoansHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="rounded-b-3xl bg-brand-800 px-5 pt-8 pb-6 text-white">
      <h1 className="text-2xl font-bold">Mis Préstamos</h1>
      <dl className="mt-4 flex items-end justify-between gap-4">
        {count > 0 && (
          <div className="min-w-0">
            <dt className="text-sm text-brand-100">Deuda total</dt>
            <dd className="text-2xl font-bold tabular-nums break-words">{formatMoney(debt)}</dd>
          </div>
        )}
        <div className="shrink-0 text-right">
          <dt className="text-sm text-brand-100">Préstamos activos</dt>
          <dd className="text-2xl font-bold tabular-nums">{activeCount}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        className="mt-5 ring-0"
        onClick={() => navigate('/loan-request')}
      >
        Solicitar Prestamo
      </Button>
    </header>
  );
}
