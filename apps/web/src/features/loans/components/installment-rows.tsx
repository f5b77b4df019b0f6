import type { Loan } from '@portal/contract/loans';
import { formatMoney } from '@portal/ui/format';
import { formatPercent } from '../../../lib/format-percent';
import { installmentNote } from '../../../lib/installment-note';
import { DetailRow } from './detail-row';

type InstallmentLoan = Pick<
  Loan,
  'MontoCuota' | 'CantidadCuotas' | 'CuotaNumero' | 'CuotaCapital' | 'CuotaInteres' | 'CuotaIVA'
>;

/**
 * 'Valor de cuota' (what payroll deducts, IVA on interest included) and its split into capital,
 * interest and IVA (docs/decisions/012-installment-value.md). Rows of a <dl>.
 */
export function InstallmentRows({ loan }: { loan: InstallmentLoan }) {
  const { CuotaCapital: capital, CuotaInteres: interest, CuotaIVA: iva } = loan;
  return (
    <>
      <DetailRow
        label="Valor de cuota"
        value={formatMoney(loan.MontoCuota)}
        note={installmentNote(loan.CuotaNumero, loan.CantidadCuotas)}
      />
      {capital !== undefined && interest !== undefined && iva !== undefined && (
        <>
          <DetailRow label="Capital" value={formatMoney(capital)} sub />
          <DetailRow label="Interés" value={formatMoney(interest)} sub />
          <DetailRow label="IVA sobre el interés" value={formatMoney(iva)} sub />
        </>
      )}
    </>
  );
}

/** TNA, TEA and CFT, each its own row; TEA is left out only when the server did not send it. */
export function RateRows({ loan }: { loan: Pick<Loan, 'TNA' | 'TEA' | 'CFT'> }) {
  return (
    <>
      <DetailRow label="TNA" value={formatPercent(loan.TNA)} />
      {loan.TEA !== undefined && <DetailRow label="TEA" value={formatPercent(loan.TEA)} />}
      <DetailRow label="CFT" value={formatPercent(loan.CFT)} />
    </>
  );
}
