import type { Loan } from '@portal/contract/loans';
import { formatInstantLong, formatMoney } from '@portal/ui/format';
import { formatRate } from '../utils/loan-rules';

export function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function LoanDetailsTab({ loan }: { loan: Loan }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200/70">
      <DetailRow label="Monto prestado" value={formatMoney(loan.MontoPrestado)} />
      <DetailRow label="Saldo" value={formatMoney(loan.Saldo)} />
      {loan.MontoAdeudado > 0 && <DetailRow label="Monto adeudado" value={formatMoney(loan.MontoAdeudado)} />}
      <DetailRow label="Monto de cuota" value={formatMoney(loan.MontoCuota)} />
      <DetailRow label="Cuotas restantes" value={`${loan.CuotasRestantes} de ${loan.CantidadCuotas}`} />
      <DetailRow label="CFT" value={formatRate(loan.CFT)} />
      <DetailRow label="TNA" value={formatRate(loan.TNA)} />
      <DetailRow label="Fecha" value={formatInstantLong(loan.Fecha) || '-'} />
    </dl>
  );
}
