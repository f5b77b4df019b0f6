import type { Loan } from '@portal/contract/loans';
import { formatInstantLong, formatMoney } from '@portal/ui/format';
import { DetailRow } from './detail-row';
import { InstallmentRows, RateRows } from './installment-rows';

export function LoanDetailsTab({ loan }: { loan: Loan }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200/70">
      <DetailRow label="Monto prestado" value={formatMoney(loan.MontoPrestado)} />
      <DetailRow label="Saldo" value={formatMoney(loan.Saldo)} />
      {loan.MontoAdeudado > 0 && <DetailRow label="Monto adeudado" value={formatMoney(loan.MontoAdeudado)} />}
      <InstallmentRows loan={loan} />
      <DetailRow label="Cuotas restantes" value={`${loan.CuotasRestantes} de ${loan.CantidadCuotas}`} />
      <RateRows loan={loan} />
      <DetailRow label="Fecha" value={formatInstantLong(loan.Fecha) || '-'} />
    </dl>
  );
}
