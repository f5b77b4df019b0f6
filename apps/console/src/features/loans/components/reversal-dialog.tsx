import { transferReversalSchema, type LoanDetail } from '@portal/contract';
import { formatMoney, toServerDate } from '@portal/ui/format';
import { useProposeReversal } from '../api/propose-reversal';
import { ReversalReasonDialog } from './reversal-reason-dialog';

/** 'Revertir transferencia': a reason, then a proposal that someone else with the permission approves. */
export function ReversalDialog({
  loan,
  transfer,
  open,
  onClose,
  onProposed,
}: {
  loan: LoanDetail;
  transfer: NonNullable<LoanDetail['transferencia']>;
  open: boolean;
  onClose: () => void;
  onProposed: (message: string) => void;
}) {
  const propose = useProposeReversal(loan.id);
  return (
    <ReversalReasonDialog
      title="Revertir transferencia"
      schema={transferReversalSchema}
      open={open}
      proposal={{
        ...propose,
        send: (reason) => propose.mutateAsync(reason).then((answer) => answer.Mensaje),
      }}
      onClose={onClose}
      onProposed={onProposed}
    >
      Transferencia del {toServerDate(transfer.fecha) || transfer.fecha} por{' '}
      <span className="font-medium">{formatMoney(transfer.importe)}</span>, referencia{' '}
      <span className="font-medium">{transfer.referencia}</span>. Al aprobarse la reversión, el préstamo
      vuelve a Esperando transferencia con Saldo cero y los préstamos que había cancelado vuelven a
      Descontando. Nada se borra: se registran los movimientos opuestos.
    </ReversalReasonDialog>
  );
}
