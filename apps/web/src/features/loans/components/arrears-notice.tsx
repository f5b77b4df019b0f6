import type { Loan } from '@portal/contract/loans';
import { Alert } from '@portal/ui/alert';
import { formatMoney } from '@portal/ui/format';

export const hasArrears = (loan: Pick<Loan, 'MontoAdeudado'>) => loan.MontoAdeudado > 0;

/**
 * What payroll failed to deduct (console.md section 5): the member sees it as an amount due, and why it
 * grows the next deduction, so a bigger discount on the payslip is not a surprise.
 */
export function ArrearsNotice({ loan }: { loan: Pick<Loan, 'MontoAdeudado'> }) {
  if (!hasArrears(loan)) return null;
  return (
    <Alert tone="warning">
      <p className="font-semibold">Monto adeudado: {formatMoney(loan.MontoAdeudado)}</p>
      <p className="mt-1">
        No se pudo descontar de su recibo todo el valor de la cuota. Lo adeudado se sumará al próximo
        descuento.
      </p>
    </Alert>
  );
}
