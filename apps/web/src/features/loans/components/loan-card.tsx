import { Link } from 'react-router';
import type { Loan } from '@portal/contract/loans';
import { formatMoney } from '@portal/ui/format';
import { loanCardColor } from '../utils/loan-rules';
import { hasArrears } from './arrears-notice';
import { LoanStatusPill, stripeStyle } from './loan-status-pill';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** One loan of the list; opens /loan-detail with the loan in the navigation state (docs/product.md#route-table). */
export function LoanCard({ loan }: { loan: Loan }) {
  const stripe = stripeStyle(loanCardColor(loan));
  return (
    <li className="relative block overflow-hidden rounded-2xl bg-white p-4 pl-5 shadow-sm ring-1 ring-slate-200/70 transition-colors hover:bg-slate-50 active:bg-slate-100">
      {/* Covers the card, named by its aria-label: named by its content it would read every figure, which
          does not match what the card shows as its title. */}
      <Link
        to="/loan-detail"
        state={{ loan }}
        aria-label={`${loan.Producto}, préstamo N° ${loan.Id}, ${loan.Estado}`}
        className="absolute inset-0 z-10 rounded-2xl focus-visible:-outline-offset-3"
      />
      <span
        aria-hidden="true"
        className={`absolute inset-y-0 left-0 w-1.5 ${stripe.className}`}
        style={stripe.style}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{loan.Producto}</p>
          <p className="text-xs text-slate-500">Préstamo N° {loan.Id}</p>
        </div>
        {/* A long state ('Aprobado - pendiente de confirmación') wraps inside its half instead of squeezing the name. */}
        <div className="max-w-[48%] shrink-0 text-right">
          <LoanStatusPill loan={loan} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <Figure label="Monto" value={formatMoney(loan.MontoPrestado)} />
        <Figure label="Saldo" value={formatMoney(loan.Saldo)} />
        <Figure label="Cuotas restantes" value={`${loan.CuotasRestantes} de ${loan.CantidadCuotas}`} />
        <Figure label="Valor de cuota" value={formatMoney(loan.MontoCuota)} />
      </dl>
      {hasArrears(loan) && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-900">
          Monto adeudado: {formatMoney(loan.MontoAdeudado)}
        </p>
      )}
    </li>
  );
}
