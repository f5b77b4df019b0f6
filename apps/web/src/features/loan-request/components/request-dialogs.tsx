import { Button } from '@portal/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { noAvailableCreditMessage } from '../utils/no-available-credit';

/** docs/product.md#route-table: the request went for evaluation; the result arrives as a notification. */
export function SentDialog({ open, onAccept }: { open: boolean; onAccept: () => void }) {
  return (
    <Dialog open={open} title="Envio Exitoso" onClose={onAccept}>
      <div className="space-y-4 text-center">
        <p className="text-slate-700">Su solicitud de préstamo fue enviada para su evaluación.</p>
        <p className="text-sm text-slate-600">Recibirá una notificación con el estado de la solicitud.</p>
        <Button onClick={onAccept}>Entendido</Button>
      </div>
    </Dialog>
  );
}

/** docs/product.md#errors: NO_AVAILABLE_CREDIT; 'Aceptar' goes to /loans. */
export function NoCreditDialog({ open, onAccept }: { open: boolean; onAccept: () => void }) {
  return (
    <Dialog open={open} title="Sin disponible" onClose={onAccept}>
      <div className="space-y-4 text-center">
        <p className="text-slate-700">{noAvailableCreditMessage}</p>
        <Button onClick={onAccept}>Aceptar</Button>
      </div>
    </Dialog>
  );
}
