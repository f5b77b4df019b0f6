import { useNavigate } from 'react-router';
import type { Loan } from '@portal/contract/loans';
import { formatMoney } from '@portal/ui/format';
import { ArrowLeftIcon } from '@portal/ui/icons/arrow-left';
import { LoanStatusPill } from './loan-status-pill';

export function BackToLoans({ label = 'Volver a Préstamos' }: { label?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate('/loans')}
      aria-label={label}
      className="-ml-2 flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
    >
      <ArrowLeftIcon className="h-6 w-6" />
    </button>
  );
}

export function LoanDetailHeader({ loan }: { loan: Loan }) {
  return (
    <header className="rounded-b-3xl bg-brand-800 px-5 pt-4 pb-6 text-white">
      <BackToLoans />
      <div className="mt-1 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-xl leading-tight font-bold break-words">{loan.Producto}</h1>
          <p className="mt-0.5 text-sm text-brand-100">Préstamo N° {loan.Id}</p>
        </div>
        <div className="max-w-[48%] shrink-0 text-right">
          <LoanStatusPill loan={loan} />
        </div>
      </div>
      <dl className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-2">
        <div>
          <dt className="text-sm text-brand-100">Monto prestado</dt>
          <dd className="text-lg font-bold whitespace-nowrap tabular-nums">
            {formatMoney(loan.MontoPrestado)}
          </dd>
        </div>
        <div className="ml-auto text-right">
          <dt className="text-sm text-brand-100">Saldo actual</dt>
          <dd className="text-lg font-bold whitespace-nowrap tabular-nums">{formatMoney(loan.Saldo)}</dd>
        </div>
      </dl>
    </header>
  );
}
