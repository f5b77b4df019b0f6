import { Link } from 'react-router';
import { formatMoney } from '@portal/ui/format';
import { useLoans } from '../api/loans';
import { isActiveLoan } from '../utils/loan-rules';
import { LoanProgress } from './loan-progress-card';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70';

/** The dashboard's active loans (docs/product.md#route-table), composed by app/routes/dashboard-route.tsx. */
export function ActiveLoansSection() {
  const query = useLoans();
  const active = (query.data ?? []).filter(isActiveLoan);
  return (
    <section aria-labelledby="active-loans-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="active-loans-title" className="text-lg font-semibold text-slate-900">
          Préstamos activos
        </h2>
        <Link
          to="/loans"
          className="-mr-2 inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Ver todos
        </Link>
      </div>
      {query.data === undefined ? (
        <p role="status" className={`${card} text-sm text-slate-600`}>
          {query.isError ? 'Error al obtener préstamos' : 'Cargando préstamos...'}
        </p>
      ) : active.length === 0 ? (
        <p className={`${card} text-sm text-slate-600`}>No tiene préstamos activos</p>
      ) : (
        <ul className="space-y-3">
          {active.map((loan) => (
            <li key={loan.Id}>
              <Link to="/loan-detail" state={{ loan }} className={`${card} block hover:bg-slate-50`}>
                <div className="mb-3 flex items-baseline justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{loan.Producto}</p>
                  <p className="shrink-0 text-right">
                    <span className="block text-xs text-slate-500">Saldo</span>
                    <span className="font-semibold text-slate-900 tabular-nums">
                      {formatMoney(loan.Saldo)}
                    </span>
                  </p>
                </div>
                <LoanProgress loan={loan} compact />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
