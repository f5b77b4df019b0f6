import type { Loan } from '@portal/contract/loans';
import { formatInstantLong, formatMoney } from '@portal/ui/format';
import { formatPercent } from '../../../lib/format-percent';
import { DetailRow } from './detail-row';
import { InstallmentRows } from './installment-rows';

/** What the member is about to sign (docs/product.md#route-table, Loan confirmation). */
export function LoanTermsCard({ loan }: { loan: Loan }) {
  return (
    <section
      aria-labelledby="terms-title"
      className="rounded-2xl bg-white px-4 pt-3 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="terms-title" className="text-base font-semibold text-slate-900">
        Condiciones del préstamo
      </h2>
      <dl className="divide-y divide-slate-100">
        <DetailRow label="Fecha de inicio" value={formatInstantLong(loan.Fecha) || '-'} />
        <DetailRow label="Estado" value={loan.Estado} />
        <DetailRow label="Producto" value={loan.Producto} />
        <DetailRow label="Saldo" value={formatMoney(loan.Saldo)} />
        <DetailRow label="Cantidad de cuotas" value={String(loan.CantidadCuotas)} />
        <InstallmentRows loan={loan} />
        <DetailRow label="CFT / TNA" value={`${formatPercent(loan.CFT)} / ${formatPercent(loan.TNA)}`} />
        {/* Ley 24.240 art. 36: the effective annual rate beside the nominal one and the CFT. */}
        {loan.TEA !== undefined && <DetailRow label="TEA" value={formatPercent(loan.TEA)} />}
      </dl>
    </section>
  );
}
