import type { Loan } from '@portal/contract/loans';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPercent } from '../../../lib/format-percent';
import { loanProgress } from '../utils/loan-rules';

type ProgressLoan = Pick<Loan, 'CantidadCuotas' | 'CuotasRestantes'>;

/** Paid installments over the total with the percent to one decimal (docs/product.md#route-table). */
export function LoanProgress({ loan, compact = false }: { loan: ProgressLoan; compact?: boolean }) {
  const { paid, total, percent } = loanProgress(loan);
  return (
    <div>
      <div
        className={`flex items-baseline justify-between gap-2 ${compact ? 'mb-1.5 text-xs' : 'mb-2 text-sm'}`}
      >
        <span className="text-slate-600">
          {paid} de {total} cuotas pagadas
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatPercent(percent, 1)}</span>
      </div>
      <ProgressBar value={percent} label="Progreso de pago" />
    </div>
  );
}

export function LoanProgressCard({ loan }: { loan: ProgressLoan }) {
  return (
    <section
      aria-labelledby="progress-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="progress-title" className="mb-3 text-base font-semibold text-slate-900">
        Progreso de pago
      </h2>
      <LoanProgress loan={loan} />
    </section>
  );
}
