import type { Loan } from '@portal/contract/loans';
import { formatMoney } from '@portal/ui/format';
import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The 'Prestamo Confirmado' modal of docs/product.md#route-table. */
export function ConfirmedDialog({
  open,
  loan,
  onAccept,
}: {
  open: boolean;
  loan: Loan;
  onAccept: () => void;
}) {
  return (
    <Dialog open={open} title="Prestamo Confirmado" onClose={onAccept}>
      <div className="space-y-4 text-center">
        <p className="text-slate-700">
          Su préstamo <strong className="text-slate-900">{loan.Producto}</strong> por{' '}
          <strong className="text-slate-900 tabular-nums">{formatMoney(loan.MontoPrestado)}</strong> fue
          confirmado.
        </p>
        <p className="text-sm text-slate-600">
          Recibirá la documentación del préstamo por correo electrónico.
        </p>
        <Button onClick={onAccept}>Aceptar</Button>
      </div>
    </Dialog>
  );
}
